import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import { appName, appUrl } from '#config/app'

export type MailRecipient = { email: string; name: string; locale?: string | null }

/**
 * What the account mails share: the recipient, their language (English
 * when unknown) and the Edge template that renders the HTML and text.
 */
export abstract class AccountMail extends BaseMail {
  protected abstract template: string
  protected abstract subjectKey: string

  constructor(readonly recipient: MailRecipient) {
    super()
  }

  protected get i18n() {
    const locale = this.recipient.locale
    return i18nManager.locale(
      locale && i18nManager.supportedLocales().includes(locale) ? locale : i18nManager.defaultLocale
    )
  }

  /** Values the template prints besides the common ones. */
  protected abstract data(): Record<string, unknown>

  /** Values the subject line names besides the app's name. */
  protected subjectData(): Record<string, unknown> {
    return {}
  }

  prepare() {
    const t = (key: string, values?: Record<string, unknown>) =>
      this.i18n.t(`auth.mail.${key}`, { app: appName, ...values })
    this.message
      .to(this.recipient.email, this.recipient.name)
      .subject(t(this.subjectKey, this.subjectData()))
      .htmlView(`emails/${this.template}`, {
        t,
        name: this.recipient.name,
        appName,
        appUrl,
        ...this.data(),
      })
      .textView(`emails/${this.template}_text`, {
        t,
        name: this.recipient.name,
        appName,
        appUrl,
        ...this.data(),
      })
  }
}
