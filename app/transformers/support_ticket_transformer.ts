import { CalendarTransformer } from '#transformers/concerns/readers'
import type SupportTicket from '#models/support_ticket'
import type SupportTicketEvent from '#models/support_ticket_event'
import type { SupportTicketStatus } from '#enums/content'
import { TICKET_TRANSITIONS, ticketResponseClock } from '#services/support_desk/support_tickets'
import { clockOf, deskPhone, iso } from '#transformers/support_desk_transformer'

/**
 * One support ticket as the admin Support Tickets list shows it (SPEC §2.9):
 * its history (`events` with their authors, preloaded oldest first), the
 * response clock on `calendar` and the statuses it may move to.
 */
export default class SupportTicketTransformer extends CalendarTransformer<SupportTicket> {
  toObject() {
    const ticket = this.resource
    const events: SupportTicketEvent[] = ticket.$preloaded.events ? ticket.events : []
    const firstResponse = events.length ? events[0].createdAt : null
    return {
      id: ticket.id,
      name: ticket.name,
      email: ticket.email,
      membershipNumber: ticket.membershipNumber,
      category: ticket.category,
      message: ticket.message,
      /** `tel:` and WhatsApp links to the number the message gives, else the member's. */
      phoneLinks: deskPhone(ticket.message, ticket.$preloaded.user ? ticket.user : null),
      status: ticket.status,
      createdAt: iso(ticket.createdAt)!,
      resolvedAt: iso(ticket.resolvedAt),
      clock: clockOf(ticketResponseClock(ticket, firstResponse, this.calendar)),
      /** Statuses it may move to (server rule, never re-implemented in React). */
      next: TICKET_TRANSITIONS[ticket.status] as SupportTicketStatus[],
      history: events.map((event) => ({
        id: event.id,
        kind: event.kind,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        subject: event.subject,
        body: event.body,
        by: event.user?.name ?? null,
        at: iso(event.createdAt)!,
      })),
    }
  }
}
