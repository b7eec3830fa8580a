import { SupportDeskMail } from '#mails/support_desk_mail'
import type { MailRecipient } from '#mails/member_mail'

/**
 * A new message in a member request's thread (Settings › My requests):
 * to the member when staff wrote, to the lawyer on it (or the staff inbox)
 * when the member wrote. Always queued.
 */
export default class DeskMessageMail extends SupportDeskMail {
  protected template = 'desk_message'
  protected namespace = 'desk.mail'

  constructor(
    recipient: MailRecipient,
    readonly facts: { reference: string; subject: string; from: string; body: string; url: string }
  ) {
    super(recipient)
  }

  protected subjectLine(t: (key: string, values?: Record<string, unknown>) => string) {
    return t('subject', { reference: this.facts.reference })
  }

  protected data() {
    return {
      ...this.facts,
      paragraphs: this.facts.body.split(/\r?\n\s*\r?\n/),
    }
  }
}
