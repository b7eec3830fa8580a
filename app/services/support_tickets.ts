import SupportTicket from '#models/support_ticket'
import { SupportTicketStatus } from '#enums/content'
import { EMERGENCY_CATEGORY } from '#validators/support'
import { notifyStaff } from '#mails/staff_notification'
import SupportTicketNotification from '#mails/support_ticket_notification'
import type { RequestMeta } from '#types/request_meta'

/** A ticket from the support form (SPEC §2.2), passed on to staff. */
export async function openSupportTicket(
  data: {
    name: string
    email: string
    membership_number?: string
    category: string
    message: string
  },
  meta: RequestMeta
) {
  const ticket = await SupportTicket.create({
    name: data.name,
    email: data.email,
    membershipNumber: data.membership_number ?? null,
    category: data.category,
    message: data.message,
    status: SupportTicketStatus.PENDING,
    userId: meta.userId ?? null,
  })
  await notifyStaff(new SupportTicketNotification(ticket))
  return ticket
}

/**
 * A call back from the emergency line, kept as a ticket of category
 * Emergency so staff see it with the others. The form asks for a phone
 * number, which leads the message; an email is optional.
 */
export async function requestEmergencyCallback(
  data: {
    name: string
    phone: string
    email?: string
    membership_number?: string
    situation: string
  },
  meta: RequestMeta & { accountEmail?: string | null }
) {
  const ticket = await SupportTicket.create({
    name: data.name,
    email: data.email ?? meta.accountEmail ?? '',
    membershipNumber: data.membership_number ?? null,
    category: EMERGENCY_CATEGORY,
    message: `Call back on: ${data.phone}\n\n${data.situation}`,
    status: SupportTicketStatus.PENDING,
    userId: meta.userId ?? null,
  })
  await notifyStaff(new SupportTicketNotification(ticket, true))
  return ticket
}
