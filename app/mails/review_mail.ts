import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import { appName, appUrl } from '#config/app'
import { formatDate } from '#support/dates'

export type ReviewMailRecipient = { email: string; name: string; locale?: string | null }

/**
 * The mails staff decisions send (application approved or rejected, PDPA
 * request refused), in the recipient's language, texts from the
 * `review_mails` namespace.
 */
export abstract class ReviewMail extends BaseMail {
  protected abstract template: string
  protected abstract subjectKey: string

  constructor(readonly recipient: ReviewMailRecipient) {
    super()
  }

  get locale() {
    const locale = this.recipient.locale
    return locale && i18nManager.supportedLocales().includes(locale)
      ? locale
      : i18nManager.defaultLocale
  }

  protected abstract data(): Record<string, unknown>

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const t = (key: string, values?: Record<string, unknown>) =>
      i18n.t(`review_mails.${key}`, { app: appName, ...values })
    const view = { t, name: this.recipient.name, appName, appUrl, ...this.data() }
    this.message
      .to(this.recipient.email, this.recipient.name)
      .subject(t(this.subjectKey))
      .htmlView(`emails/${this.template}`, view)
      .textView(`emails/${this.template}_text`, view)
  }
}

/** A date as the member reads it: Buddhist era in Thai (DESIGN §7), Bangkok time. */
export function mailDate(iso: string, locale: string) {
  return formatDate(iso, locale, 'long')
}
