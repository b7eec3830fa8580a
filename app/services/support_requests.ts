import db from '@adonisjs/lucid/services/db'
import ContactMessage from '#models/contact_message'
import SupportTicket from '#models/support_ticket'
import ConsultancyRequest from '#models/consultancy_request'
import DeletionRequest from '#models/deletion_request'
import Lead from '#models/lead'
export { ticketReference } from '#services/ticket_reference'
import { DeletionRequestStatus, SupportTicketStatus } from '#enums/content'
import { EMERGENCY_CATEGORY, LIVING_WILL_CATEGORY } from '#validators/support'
import { notifyStaff } from '#mails/staff_notification'
import ContactMessageNotification from '#mails/contact_message_notification'
import SupportTicketNotification from '#mails/support_ticket_notification'
import ConsultancyRequestNotification from '#mails/consultancy_request_notification'

/** Who sent a public form, kept with contact messages and leads. */
export type RequestMeta = { ip: string | null; userAgent: string | null; userId?: number | null }

export async function storeContactMessage(
  data: { name: string; email: string; phone?: string; subject: string; message: string },
  meta: RequestMeta
) {
  const message = await ContactMessage.create({
    ...data,
    phone: data.phone ?? null,
    ip: meta.ip,
    userAgent: meta.userAgent,
  })
  await notifyStaff(new ContactMessageNotification(message))
  return message
}

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

/**
 * A living-will request, kept as a consultancy request (which numbers
 * itself). A consultancy request has no contact columns, so the visitor's
 * details lead the text staff read.
 */
export async function requestLivingWill(
  data: {
    name: string
    email: string
    phone?: string
    membership_number?: string
    details: string
  },
  meta: RequestMeta
) {
  const details = [
    `Name: ${data.name}`,
    `Email: ${data.email}`,
    `Phone: ${data.phone ?? 'not given'}`,
    `Membership number: ${data.membership_number ?? 'not given'}`,
    '',
    data.details,
  ].join('\n')
  const request = await db.transaction(async (trx) =>
    ConsultancyRequest.create(
      { category: LIVING_WILL_CATEGORY, details, userId: meta.userId ?? null },
      { client: trx }
    )
  )
  await notifyStaff(new ConsultancyRequestNotification(request))
  return request
}

/** PDPA erasure request; staff process it within 30 days. */
export async function requestDeletion(data: { email: string; reason?: string }, meta: RequestMeta) {
  return DeletionRequest.create({
    email: data.email,
    reason: data.reason ?? null,
    status: DeletionRequestStatus.PENDING,
    userId: meta.userId ?? null,
  })
}

export async function storeLead(
  data: { name: string; phone: string; email: string },
  meta: RequestMeta
) {
  return Lead.create({
    ...data,
    source: 'popup',
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  })
}
