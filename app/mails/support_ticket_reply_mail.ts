import { SupportDeskMail } from '#mails/support_desk_mail'
import type { MailRecipient } from '#mails/member_mail'

/** A staff reply to a support ticket, sent to the address on the ticket. */
export default class SupportTicketReplyMail extends SupportDeskMail {
  protected template = 'support_ticket_reply'
  protected namespace = 'admin_tickets.mail'

  constructor(
    recipient: MailRecipient,
    readonly reply: { subject: string; message: string }
  ) {
    super(recipient)
  }

  protected subjectLine() {
    return this.reply.subject
  }

  protected data() {
    return { paragraphs: this.reply.message.split(/\r?\n\s*\r?\n/), message: this.reply.message }
  }
}
