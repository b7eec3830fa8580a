import type { DateTime } from 'luxon'
import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import { appName, appUrl } from '#config/app'
import { documentDate, documentLocale } from '#services/documents/thai_text'

/** The PDPA data export is ready: a signed link that works until `expiresAt`. */
export default class DataExportReadyMail extends BaseMail {
  constructor(
    readonly recipient: { email: string; name: string; locale?: string | null },
    readonly url: string,
    readonly expiresAt: DateTime
  ) {
    super()
  }

  prepare() {
    const locale = documentLocale(this.recipient.locale)
    const i18n = i18nManager.locale(locale)
    // The shared layout's greeting and signature come from the account mails.
    const t = (key: string, values?: Record<string, unknown>) =>
      i18n.t(
        ['greeting', 'signature', 'link_fallback'].includes(key)
          ? `auth.mail.${key}`
          : `data_export.mail.${key}`,
        { app: appName, ...values }
      )
    const data = {
      t,
      name: this.recipient.name,
      appName,
      appUrl,
      url: this.url,
      expires: documentDate(this.expiresAt, locale),
    }
    this.message
      .to(this.recipient.email, this.recipient.name)
      .subject(t('subject'))
      .htmlView('emails/data_export_ready', data)
      .textView('emails/data_export_ready_text', data)
  }
}
