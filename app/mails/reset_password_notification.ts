import { AccountMail } from '#mails/account_mail'
import type { MailRecipient } from '#mails/member_mail'
import { RESET_TOKEN_MINUTES } from '#services/accounts/password_reset'

/** The single-use password-reset link. */
export default class ResetPasswordNotification extends AccountMail {
  protected template = 'reset_password'
  protected subjectKey = 'reset_subject'

  constructor(
    recipient: MailRecipient,
    readonly url: string
  ) {
    super(recipient)
  }

  protected data() {
    return { url: this.url, minutes: RESET_TOKEN_MINUTES }
  }
}
