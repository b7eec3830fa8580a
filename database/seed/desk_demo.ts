import User from '#models/user'
import Matter from '#models/matter'
import MemberRequest from '#models/member_request'
import { postMessage, startRequest } from '#services/support_desk/desk/requests'

/**
 * The legal desk demo: the demo Personal member has one answered request
 * (with the demo lawyer's reply) and one call-back still to answer, both on
 * the lawyer's matters, so either side has something to open. Development
 * only; a second run changes nothing (the member's requests exist).
 */
export async function seedDeskDemo() {
  const member = await User.findBy('email', 'member@lexpat.test')
  const lawyer = await User.findBy('email', 'lawyer@lexpat.test')
  if (!member || !lawyer) return
  if (await MemberRequest.query().where('user_id', member.id).first()) return
  const matterTitled = (title: string) =>
    Matter.query()
      .where('title', title)
      .where('lawyer_id', lawyer.id)
      .whereHas('subscription', (query) => query.where('user_id', member.id))
      .first()
  const deposit = await matterTitled('Landlord keeps the deposit')
  const visa = await matterTitled('Visa extension refused')

  const answered = await startRequest(
    member,
    {
      kind: 'advice',
      subject: 'Can the landlord keep the whole deposit?',
      details:
        'The landlord says the walls need painting and keeps the 2-month deposit. The lease says nothing about painting.',
      matter_id: deposit?.id ?? null,
    },
    null
  )
  await postMessage(
    answered,
    {
      body: 'Normal wear and tear, such as faded paint, cannot be charged to you. Send me the check-in photos if you have them and I will write to the landlord.',
    },
    { actor: lawyer, ip: null },
    true
  )
  await startRequest(
    member,
    {
      kind: 'callback',
      subject: 'Call me about the visa refusal',
      details: 'Immigration refused my extension yesterday. What can I do before it expires?',
      callback_phone: '+66 81 234 5678',
      matter_id: visa?.id ?? null,
    },
    null
  )
}
