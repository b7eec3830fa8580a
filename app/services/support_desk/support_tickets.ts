import SupportTicket from '#models/support_ticket'
import { SupportTicketStatus } from '#enums/content'
import { EMERGENCY_CATEGORY } from '#validators/support'
import { notifyStaff } from '#mails/staff_notification'
import SupportTicketNotification from '#mails/support_ticket_notification'
import type { RequestMeta } from '#types/request_meta'
import type { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import SupportTicketEvent, { TicketEventKind } from '#models/support_ticket_event'
import SupportTicketReplyMail from '#mails/support_ticket_reply_mail'
import type { BusinessCalendar } from '#support/business_hours'
import clock from '#services/billing/clock'
import { followWork } from '#services/support_desk/desk/follow'
import { Refusal } from '#exceptions/refusal'
import { answerClock, type AnswerClock } from '#services/support_desk/desk/answer_clock'

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

/* ------------------------------------------------------------------ */
/* Staff work on tickets: transitions, replies, clock */
/* ------------------------------------------------------------------ */

/**
 * Which status a ticket may move to from each status (SPEC §4 leaves the
 * transitions open): work starts or the ticket is closed; a completed
 * ticket can be reopened to resolving.
 */
export const TICKET_TRANSITIONS: Record<SupportTicketStatus, SupportTicketStatus[]> = {
  [SupportTicketStatus.PENDING]: [SupportTicketStatus.RESOLVING, SupportTicketStatus.COMPLETED],
  [SupportTicketStatus.RESOLVING]: [SupportTicketStatus.PENDING, SupportTicketStatus.COMPLETED],
  [SupportTicketStatus.COMPLETED]: [SupportTicketStatus.RESOLVING],
}

/** SPEC §9: support answers within one business day (9-17 Mon-Fri); emergencies within an hour, 24/7. */
export const TICKET_RESPONSE_BUSINESS_HOURS = 8
export const EMERGENCY_RESPONSE_HOURS = 1

type Who = { actor: User; ip: string | null }

async function changeStatus(ticket: SupportTicket, to: SupportTicketStatus, who: Who) {
  const from = ticket.status
  ticket.status = to
  await ticket.save()
  await SupportTicketEvent.create({
    supportTicketId: ticket.id,
    userId: who.actor.id,
    kind: TicketEventKind.STATUS,
    fromStatus: from,
    toStatus: to,
  })
  await AuditLog.record('support_ticket.status_changed', {
    actor: who.actor,
    subject: ticket,
    changes: { before: { status: from }, after: { status: to } },
    ip: who.ip,
  })
  await followWork({ supportTicketId: ticket.id })
}

/** Moves a ticket along TICKET_TRANSITIONS, recording who did it. */
export async function transitionTicket(ticket: SupportTicket, to: SupportTicketStatus, who: Who) {
  if (!TICKET_TRANSITIONS[ticket.status].includes(to)) {
    throw new Refusal('E_INVALID_TRANSITION', 'admin_tickets.flash.refused', { status: 409 })
  }
  await changeStatus(ticket, to, who)
  return ticket
}

/**
 * A staff reply by email to the address on the ticket: queued (the visitor
 * never waits for the mail server), kept in the ticket's history and the
 * audit log. A pending ticket moves to resolving: someone is on it.
 */
export async function replyToTicket(
  ticket: SupportTicket,
  reply: { subject: string; message: string },
  who: Who
) {
  // A ticket left without an email address cannot be answered by email.
  if (!ticket.email) throw new Refusal('E_NO_EMAIL', 'admin_tickets.flash.no_email')
  await mail.sendLater(
    new SupportTicketReplyMail(
      { email: ticket.email, name: ticket.name, locale: await localeOf(ticket) },
      reply
    )
  )
  await SupportTicketEvent.create({
    supportTicketId: ticket.id,
    userId: who.actor.id,
    kind: TicketEventKind.REPLY,
    subject: reply.subject,
    body: reply.message,
  })
  await AuditLog.record('support_ticket.replied', {
    actor: who.actor,
    subject: ticket,
    changes: { to: ticket.email, subject: reply.subject },
    ip: who.ip,
  })
  if (ticket.status === SupportTicketStatus.PENDING) {
    await changeStatus(ticket, SupportTicketStatus.RESOLVING, who)
  }
}

async function localeOf(ticket: SupportTicket) {
  if (!ticket.userId) return null
  const user = await User.find(ticket.userId)
  return user?.locale ?? null
}

export type ResponseClock = AnswerClock & {
  /** Emergencies run on the clock, not on business hours. */
  business_hours: boolean
}

/**
 * The ticket's response clock: business hours of SPEC §9 (public holidays
 * skipped) for ordinary tickets, one hour round the clock for an emergency
 * call-back.
 */
export function ticketResponseClock(
  ticket: Pick<SupportTicket, 'createdAt' | 'category'>,
  firstResponse: DateTime | null,
  calendar: BusinessCalendar,
  now: DateTime = clock.now()
): ResponseClock {
  const emergency = ticket.category === EMERGENCY_CATEGORY
  const { due, skipped } = emergency
    ? { due: ticket.createdAt.plus({ hours: EMERGENCY_RESPONSE_HOURS }), skipped: [] }
    : calendar.dueAfter(ticket.createdAt, TICKET_RESPONSE_BUSINESS_HOURS)
  return { ...answerClock(due, firstResponse, skipped, now), business_hours: !emergency }
}
