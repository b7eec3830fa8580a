import { AccountMail } from '#mails/account_mail'
import type { MailRecipient } from '#mails/member_mail'

/** The signed, expiring link that confirms a member's email address. */
export default class VerifyEmailNotification extends AccountMail {
  protected template = 'verify_email'
  protected subjectKey = 'verify_subject'

  constructor(
    recipient: MailRecipient,
    readonly url: string
  ) {
    super(recipient)
  }

  protected data() {
    return { url: this.url }
  }
}
