import { BaseMail } from '@adonisjs/mail'
import type SupportTicket from '#models/support_ticket'
import { staffNotificationEmail } from '#mails/staff_notification'
import { ticketReference } from '#services/support_desk/ticket_reference'

/** Tells staff that a support ticket (or an emergency call-back request) was opened. */
export default class SupportTicketNotification extends BaseMail {
  constructor(
    public ticket: SupportTicket,
    public urgent = false
  ) {
    super()
    const reference = ticketReference(ticket.id)
    this.subject = urgent
      ? `URGENT call-back request ${reference}: ${ticket.name}`
      : `New support ticket ${reference}: ${ticket.category}`
  }

  prepare() {
    const data = {
      reference: ticketReference(this.ticket.id),
      urgent: this.urgent,
      name: this.ticket.name,
      email: this.ticket.email,
      membershipNumber: this.ticket.membershipNumber,
      category: this.ticket.category,
      message: this.ticket.message,
      status: this.ticket.status,
    }
    this.message.to(staffNotificationEmail())
    if (this.ticket.email) this.message.replyTo(this.ticket.email, this.ticket.name)
    this.message
      .htmlView('emails/support_ticket_notification', data)
      .textView('emails/support_ticket_notification_text', data)
  }
}
