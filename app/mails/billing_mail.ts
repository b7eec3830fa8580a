import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type { DateTime } from 'luxon'
import { appName, appUrl } from '#config/app'
import type { MailRecipient } from '#mails/account_mail'
import { satangToBahtString } from '#support/money'
import { formatDate } from '#support/dates'

/** A fact printed under the mail's text: label key and value. */
export type BillingDetail = { label: string; value: string }

/**
 * What the billing mails share (receipt, payment failed, renewal reminder,
 * suspended, cancellation confirmed): the member's language (English when
 * unknown, as the account mails), the `billing_mails` namespace, one Edge
 * template with paragraphs, a table of details and an optional button.
 */
export abstract class BillingMail extends BaseMail {
  /** Key prefix inside billing_mails.json, e.g. `receipt`. */
  protected abstract kind: string

  constructor(readonly recipient: MailRecipient) {
    super()
  }

  get locale() {
    const locale = this.recipient.locale
    return locale && i18nManager.supportedLocales().includes(locale)
      ? locale
      : i18nManager.defaultLocale
  }

  protected t(key: string, values?: Record<string, unknown>) {
    return i18nManager.locale(this.locale).t(`billing_mails.${key}`, { app: appName, ...values })
  }

  protected money(satang: number) {
    return `฿${satangToBahtString(satang)}`
  }

  /** Dates in the member's language; Thai readers get the Buddhist era. */
  protected date(moment: DateTime) {
    return formatDate(moment, this.locale, 'long')
  }

  /** Values for `{placeholders}` in the mail's texts. */
  protected abstract values(): Record<string, unknown>
  protected abstract details(): BillingDetail[]
  /** Keys of the paragraphs, in order, inside `<kind>.` */
  protected paragraphs(): string[] {
    return ['intro']
  }
  /** The button, when the mail asks the member to act. */
  protected action(): { href: string; label: string } | null {
    return null
  }

  prepare() {
    const values = this.values()
    const t = (key: string, extra?: Record<string, unknown>) => this.t(key, { ...values, ...extra })
    const paragraphs = this.paragraphs().map((key) => t(`${this.kind}.${key}`))
    const data = {
      t,
      name: this.recipient.name,
      appName,
      appUrl,
      paragraphs,
      details: this.details(),
      action: this.action(),
    }
    this.message
      .to(this.recipient.email, this.recipient.name)
      .subject(t(`${this.kind}.subject`))
      .htmlView('emails/billing_notice', data)
      .textView('emails/billing_notice_text', data)
  }
}
