import type { DateTime } from 'luxon'
import type SupportTicket from '#models/support_ticket'
import type SupportTicketEvent from '#models/support_ticket_event'
import type ConsultancyRequest from '#models/consultancy_request'
import type ConsultancyRequestNote from '#models/consultancy_request_note'
import type EmailHistory from '#models/email_history'
import type User from '#models/user'
import type { BusinessCalendar } from '#support/business_hours'
import { phoneLinks } from '#support/phone_numbers'
import type { ConsultancyRequestStatus, SupportTicketStatus } from '#enums/content'
import {
  TICKET_TRANSITIONS,
  ticketResponseClock,
  type ResponseClock,
} from '#services/support_tickets'
import {
  CONSULTANCY_TRANSITIONS,
  callbackClock,
  type CallbackClock,
} from '#services/consultancy_requests'

/**
 * The rows of the support desk's admin lists (issue 13 items 7-9, 11):
 * whitelists, never models (CONVENTIONS 5).
 */
const iso = (value: DateTime | null | undefined) => value?.toUTC().toISO() ?? null
const person = (user: User | null | undefined) =>
  user ? { id: user.id, name: user.name, email: user.email } : null

/**
 * The number a request's text leads with ("Call back on: …" of an emergency
 * call back, "Phone: …" of a living-will request), else the member's own:
 * staff dial it from the E.164 form (SPEC §2.8).
 */
function phoneOf(text: string, user: User | null | undefined) {
  const line = /^(?:Call back on|Phone): *(.+)$/m.exec(text)?.[1]
  return phoneLinks(line) ?? phoneLinks(user?.phone)
}

export function toTicketEvent(event: SupportTicketEvent) {
  return {
    id: event.id,
    kind: event.kind,
    from_status: event.fromStatus,
    to_status: event.toStatus,
    subject: event.subject,
    body: event.body,
    by: event.user?.name ?? null,
    at: iso(event.createdAt)!,
  }
}

export function toTicketRow(
  ticket: SupportTicket,
  events: SupportTicketEvent[],
  calendar: BusinessCalendar
) {
  const firstResponse = events.length ? events[0].createdAt : null
  return {
    id: ticket.id,
    name: ticket.name,
    email: ticket.email,
    membership_number: ticket.membershipNumber,
    category: ticket.category,
    message: ticket.message,
    phone_links: phoneOf(ticket.message, ticket.$preloaded.user ? ticket.user : null),
    status: ticket.status,
    created_at: iso(ticket.createdAt)!,
    resolved_at: iso(ticket.resolvedAt),
    clock: ticketResponseClock(ticket, firstResponse, calendar) as ResponseClock,
    /** Statuses it may move to (server rule, never re-implemented in React). */
    next: TICKET_TRANSITIONS[ticket.status] as SupportTicketStatus[],
    history: events.map(toTicketEvent),
  }
}
export type TicketRow = ReturnType<typeof toTicketRow>

export function toConsultancyNote(note: ConsultancyRequestNote) {
  return { id: note.id, body: note.body, by: note.user?.name ?? null, at: iso(note.createdAt)! }
}

export function toConsultancyRow(
  request: ConsultancyRequest,
  notes: ConsultancyRequestNote[],
  calendar: BusinessCalendar
) {
  return {
    id: request.id,
    intake_number: request.intakeNumber,
    category: request.category,
    preferred_date_time: iso(request.preferredDateTime),
    details: request.details,
    phone_links: phoneOf(request.details, request.user),
    status: request.status,
    user: person(request.user),
    lawyer: person(request.lawyer),
    created_at: iso(request.createdAt)!,
    completed_at: iso(request.completedAt),
    survey_sent_at: iso(request.surveySentAt),
    clock: callbackClock(request, calendar) as CallbackClock,
    next: CONSULTANCY_TRANSITIONS[request.status] as ConsultancyRequestStatus[],
    notes: notes.map(toConsultancyNote),
  }
}
export type ConsultancyRow = ReturnType<typeof toConsultancyRow>

/**
 * The template a message came from: the `template` column the mail
 * recorder adds (issue 14), else the linked mail template's key.
 */
export function templateOf(history: EmailHistory): string | null {
  const recorded = (history as unknown as { template?: string | null }).template
  return recorded ?? history.$extras.template ?? history.mailTemplate?.key ?? null
}

export function toEmailHistoryRow(history: EmailHistory) {
  return {
    id: history.id,
    to_email: history.toEmail,
    subject: history.subject,
    template: templateOf(history),
    status: history.status,
    error: history.error,
    attempts: history.attempts ?? 0,
    /** A failed message whose content was kept can be queued again. */
    retryable: history.status === 'failed' && !!history.mailKey && !!history.payload,
    sent_at: iso(history.sentAt ?? history.createdAt)!,
    user: history.user ? { name: history.user.name } : null,
  }
}
export type EmailHistoryRow = ReturnType<typeof toEmailHistoryRow>
