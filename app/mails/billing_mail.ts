import type { DateTime } from 'luxon'
import { MemberMail, type MailRecipient } from '#mails/member_mail'
import { satangToBahtString } from '#support/money'
import { formatDate } from '#support/dates'

/** A fact printed under the mail's text: label and value. */
export type BillingDetail = { label: string; value: string }

/** A fact as a mail states it: the key of its label, and its value (no value, no row). */
export type DetailRow = [label: string, value: string | null]

/**
 * What the billing mails share (receipt, payment failed, renewal reminder,
 * suspended, cancellation confirmed): the member's language (English when
 * unknown, as the account mails), the `billing_mails` namespace, one Edge
 * template with paragraphs, a table of details and an optional button.
 */
export abstract class BillingMail<Facts = unknown> extends MemberMail {
  /** Key prefix inside billing_mails.json, e.g. `receipt`. */
  protected abstract kind: string

  constructor(
    recipient: MailRecipient,
    /** What the mail states: numbers, dates, links. */
    readonly facts: Facts
  ) {
    super(recipient)
  }

  protected t(key: string, values?: Record<string, unknown>) {
    return this.translator('billing_mails')(key, values)
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
  protected abstract details(): DetailRow[]
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
    this.render(t(`${this.kind}.subject`), 'billing_notice', t, {
      paragraphs,
      details: this.details().flatMap(([label, value]): BillingDetail[] =>
        value ? [{ label: this.t(label), value }] : []
      ),
      action: this.action(),
    })
  }
}
