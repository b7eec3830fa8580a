import { AccountMail } from '#mails/account_mail'
import type { MailRecipient } from '#mails/member_mail'
import { SET_PASSWORD_TOKEN_MINUTES } from '#services/accounts/password_reset'

/** The imported member's invitation to choose a password. */
export default class SetPasswordMail extends AccountMail {
  protected template = 'set_password'
  protected subjectKey = 'set_password_subject'

  constructor(
    recipient: MailRecipient,
    readonly url: string,
    readonly membershipNumber: string | null
  ) {
    super(recipient)
  }

  protected data() {
    return {
      url: this.url,
      days: SET_PASSWORD_TOKEN_MINUTES / (24 * 60),
      membershipNumber: this.membershipNumber ?? '',
    }
  }
}
