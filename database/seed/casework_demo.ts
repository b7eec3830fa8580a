import { DateTime } from 'luxon'
import User from '#models/user'
import Subscription from '#models/subscription'
import Matter from '#models/matter'
import { EntitlementKind } from '#enums/billing'
import { openMatter } from '#services/support_desk/casework/matters'
import { recordService, type ServiceInput } from '#services/support_desk/casework/service_log'

type DemoMatter = {
  member: string
  title: string
  category: Parameters<typeof openMatter>[0]['category']
  /** Days before today the matter began (a large number makes it pre-existing). */
  beganDaysAgo: number
  /** `byPartner`: asked for by the member's partner through their own login (DESIGN §11). */
  services: Array<ServiceInput & { daysAgo: number; byPartner?: boolean }>
}

/**
 * Casework demo: the demo lawyer's open matters for a Personal
 * and a Business member, with services logged. Personal services sit in
 * earlier months so this month's letter is still there to try. Development
 * only; a second run changes nothing (the lawyer's matters exist).
 */
const MATTERS: DemoMatter[] = [
  {
    member: 'member@lexpat.test',
    title: 'Landlord keeps the deposit',
    category: 'contracts',
    beganDaysAgo: 40,
    services: [
      { kind: EntitlementKind.ADVICE, daysAgo: 38 },
      { kind: EntitlementKind.LETTER_OR_CALL, daysAgo: 35, note: 'Letter to the landlord' },
      { kind: EntitlementKind.DOCUMENT_REVIEW, pages: 8, daysAgo: 34, note: 'Tenancy agreement' },
    ],
  },
  {
    member: 'member@lexpat.test',
    title: 'Visa extension refused',
    category: 'immigration_and_visa',
    beganDaysAgo: 3,
    services: [{ kind: EntitlementKind.IMMIGRATION_HELP, daysAgo: 2, byPartner: true }],
  },
  {
    member: 'business@lexpat.test',
    title: 'Unpaid supplier invoices',
    category: 'dispute_resolution',
    beganDaysAgo: 20,
    services: [
      { kind: EntitlementKind.COLLECTION_LETTER, daysAgo: 1 },
      { kind: EntitlementKind.LETTER_OR_CALL, daysAgo: 1, note: 'Call to the supplier' },
      { kind: EntitlementKind.RESEARCH_HOURS, minutes: 30, daysAgo: 1 },
    ],
  },
  {
    member: 'business@lexpat.test',
    title: 'Employment contract for a new chef',
    category: 'employment',
    beganDaysAgo: 400,
    services: [{ kind: EntitlementKind.DOCUMENT_REVIEW, pages: 6, daysAgo: 0 }],
  },
]

export async function seedCaseworkDemo(now: DateTime = DateTime.utc()) {
  const lawyer = await User.findBy('email', 'lawyer@lexpat.test')
  if (!lawyer) return
  if (await Matter.query().where('lawyer_id', lawyer.id).first()) return
  const who = { actor: lawyer, ip: null }
  for (const demo of MATTERS) {
    const member = await User.findBy('email', demo.member)
    const subscription =
      member && (await Subscription.query().where('user_id', member.id).orderBy('id').first())
    if (!subscription) continue
    const matter = await openMatter(
      {
        subscription_id: subscription.id,
        title: demo.title,
        category: demo.category,
        began_on: now.minus({ days: demo.beganDaysAgo }),
      },
      who
    )
    const partner = await User.findBy('partner_of_user_id', member!.id)
    for (const { daysAgo, byPartner, ...service } of demo.services) {
      const usedBy = byPartner && partner ? partner : member
      // Within the plan by construction; a demo never bills an extra service.
      await recordService(matter, { ...service, usedBy }, who, now.minus({ days: daysAgo })).catch(
        () => null
      )
    }
  }
}
