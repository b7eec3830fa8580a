import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { AccountMail } from '#mails/account_mail'

/** Tells the member their password was changed, in case it was not them. */
export default class PasswordChangedNotification extends AccountMail {
  protected template = 'password_changed'
  protected subjectKey = 'changed_subject'

  protected data() {
    return { forgotUrl: urlFor('password.forgot', {}, { prefixUrl: appUrl }) }
  }
}
