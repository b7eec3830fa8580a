import { DateTime } from 'luxon'
import Matter from '#models/matter'
import EntitlementUsage from '#models/entitlement_usage'
import Subscription from '#models/subscription'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import FaqEntry from '#models/faq_entry'
import { MatterStatus, isExcludedCategory, type MatterCategory } from '#enums/casework'
import { RoleId } from '#enums/role'
import { isPreExisting } from '#services/memberships/eligibility'
import { followWork } from '#services/support_desk/desk/follow'
import { Refusal } from '#exceptions/refusal'

type Who = { actor: User; ip: string | null }

/**
 * A matter for a membership that does not exist, opened by a lawyer from a request not
 * assigned to them, or given to someone who is not a lawyer.
 */
export const refused = (reason: 'not_a_lawyer' | 'no_membership' | 'not_assigned') =>
  new Refusal('E_MATTER_REFUSED', `admin_matters.flash.${reason}`, {
    field: reason === 'not_a_lawyer' ? 'lawyer_id' : 'membership_number',
  })

export type MatterInput = {
  subscription_id: number
  title: string
  category: MatterCategory
  began_on: DateTime
  lawyer_id?: number | null
  notes?: string | null
  consultancy_request_id?: number | null
  support_ticket_id?: number | null
}

/** An enabled lawyer-role account, or null. */
export function findLawyer(id: number) {
  return User.query()
    .where('id', id)
    .where('role_id', RoleId.LAWYER)
    .whereNull('disabled_at')
    .whereNull('deleted_at')
    .first()
}

/** The lawyers a matter can be given to (enabled lawyer-role accounts). */
export function lawyerOptions() {
  return User.query()
    .where('role_id', RoleId.LAWYER)
    .whereNull('disabled_at')
    .whereNull('deleted_at')
    .orderBy('name')
    .select('id', 'name')
}

/** The same lawyers as the options of a page's menu. */
export async function lawyerChoices() {
  const lawyers = await lawyerOptions()
  return lawyers.map((lawyer) => ({ id: lawyer.id, name: lawyer.name }))
}

/** A matter's service log, newest first, with who recorded each line and its invoice. */
export function serviceLog(matter: Matter) {
  return EntitlementUsage.query()
    .where('matter_id', matter.id)
    .preload('recordedBy')
    .preload('invoice')
    .orderBy('used_at', 'desc')
    .orderBy('id', 'desc')
}

/**
 * Opens a matter. Intake flags one that began before the
 * membership started as pre-existing (DESIGN §3); a lawyer who opens a
 * matter works it unless they give it to nobody else.
 */
export async function openMatter(input: MatterInput, who: Who) {
  const subscription = await Subscription.find(input.subscription_id)
  if (!subscription) throw refused('no_membership')
  let lawyerId = input.lawyer_id ?? null
  if (who.actor.roleId === RoleId.LAWYER) lawyerId = who.actor.id
  if (lawyerId !== null && !(await findLawyer(lawyerId))) throw refused('not_a_lawyer')
  const matter = await Matter.create({
    subscriptionId: subscription.id,
    title: input.title,
    category: input.category,
    beganOn: input.began_on,
    preExisting: isPreExisting(input.began_on, subscription.startedAt ?? subscription.appliedAt),
    lawyerId,
    status: MatterStatus.OPEN,
    notes: input.notes ?? null,
    consultancyRequestId: input.consultancy_request_id ?? null,
    supportTicketId: input.support_ticket_id ?? null,
  })
  await AuditLog.record('matter.opened', {
    actor: who.actor,
    subject: matter,
    changes: {
      after: {
        subscription_id: matter.subscriptionId,
        title: matter.title,
        category: matter.category,
        began_on: matter.beganOn.toISODate(),
        pre_existing: matter.preExisting,
        not_covered: isExcludedCategory(matter.category),
        lawyer_id: matter.lawyerId,
        consultancy_request_id: matter.consultancyRequestId,
        support_ticket_id: matter.supportTicketId,
      },
    },
    ip: who.ip,
  })
  return matter
}

export type MatterChanges = {
  status?: MatterStatus
  notes?: string | null
  lawyer_id?: number | null
  category?: MatterCategory
}

/** Status, notes, category and (for the four roles) the lawyer; audited with before and after. */
export async function updateMatter(matter: Matter, changes: MatterChanges, who: Who) {
  if (changes.lawyer_id !== undefined && changes.lawyer_id !== null) {
    if (!(await findLawyer(changes.lawyer_id))) throw refused('not_a_lawyer')
  }
  const before = {
    status: matter.status,
    notes: matter.notes,
    lawyer_id: matter.lawyerId,
    category: matter.category,
  }
  if (changes.status !== undefined && changes.status !== matter.status) {
    matter.status = changes.status
    matter.closedAt = changes.status === MatterStatus.CLOSED ? DateTime.utc() : null
  }
  if (changes.notes !== undefined) matter.notes = changes.notes
  if (changes.lawyer_id !== undefined) matter.lawyerId = changes.lawyer_id
  if (changes.category !== undefined) matter.category = changes.category
  await matter.save()
  await AuditLog.record('matter.updated', {
    actor: who.actor,
    subject: matter,
    changes: {
      before,
      after: {
        status: matter.status,
        notes: matter.notes,
        lawyer_id: matter.lawyerId,
        category: matter.category,
      },
    },
    ip: who.ip,
  })
  // A member request on this matter shows its lawyer once one is given.
  await followWork({ matterId: matter.id })
  return matter
}

/** The two FAQ questions that read pre-existing matters differently (SPEC §1 keeps both). */
export const PRE_EXISTING_FAQ_QUESTIONS = [
  'What is not covered?',
  'Can I get help with a problem I already have?',
] as const

const plain = (html: string) =>
  html
    .replace(/<\/(p|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim()

/** Both FAQ readings of a pre-existing matter, as the FAQ writes them (plain text). */
export async function preExistingReadings() {
  const rows = await FaqEntry.query().whereIn('question', [...PRE_EXISTING_FAQ_QUESTIONS])
  return PRE_EXISTING_FAQ_QUESTIONS.flatMap((question) => {
    const row = rows.find((entry) => entry.question === question)
    return row ? [{ question, answer: plain(row.answer) }] : []
  })
}
