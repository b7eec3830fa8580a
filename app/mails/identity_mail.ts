import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import { appName, appUrl } from '#config/app'
import { formatDateTime } from '#support/dates'

export type IdentityMailKind = 'request' | 'approved' | 'rejected'

export type IdentityMailData = {
  to: { email: string; name: string; locale?: string | null }
  kind: IdentityMailKind
  documentType: string
  /** The upload link (request only). */
  link?: string
  /** When the link stops working, ISO (request only). */
  expiresAt?: string
  note?: string | null
  reason?: string | null
}

/**
 * Customer POI mails to the member, in the member's
 * language, texts from the `poi.mail` keys: the request with its upload
 * link, and the lawyer's decision.
 */
export default class IdentityMail extends BaseMail {
  constructor(readonly data: IdentityMailData) {
    super()
  }

  get locale() {
    const locale = this.data.to.locale
    return locale && i18nManager.supportedLocales().includes(locale)
      ? locale
      : i18nManager.defaultLocale
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const t = (key: string, values?: Record<string, unknown>) =>
      i18n.t(`poi.mail.${key}`, { app: appName, ...values })
    const expires = this.data.expiresAt
      ? formatDateTime(this.data.expiresAt, this.locale, 'long')
      : ''
    const view = {
      t,
      name: this.data.to.name,
      appName,
      appUrl,
      kind: this.data.kind,
      documentLabel: i18n.t(`poi.document_types.${this.data.documentType}`),
      link: this.data.link ?? '',
      expires,
      note: this.data.note ?? '',
      reason: this.data.reason ?? '',
    }
    this.message
      .to(this.data.to.email, this.data.to.name)
      .subject(t(`${this.data.kind}.subject`))
      .htmlView('emails/identity', view)
      .textView('emails/identity_text', view)
  }
}
