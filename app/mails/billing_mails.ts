import type { DateTime } from 'luxon'
import { BillingMail, type DetailRow } from '#mails/billing_mail'
import type { MailRecipient } from '#mails/member_mail'

export type InvoiceFacts = {
  invoiceNumber: string
  membershipNumber: string
  planName: string
  totalSatang: number
  periodStart: DateTime
  periodEnd: DateTime
}

/** A renewal (or pay-now) charge succeeded. */
export class ReceiptMail extends BillingMail<
  InvoiceFacts & { paidAt: DateTime; card: string | null }
> {
  protected kind = 'receipt'

  constructor(
    recipient: MailRecipient,
    facts: InvoiceFacts & { paidAt: DateTime; card: string | null },
    /** The full tax invoice / receipt (PDF), attached when it could be made. */
    readonly taxInvoice: { filename: string; pdf: Buffer } | null = null
  ) {
    super(recipient, facts)
  }

  prepare() {
    super.prepare()
    if (this.taxInvoice) {
      this.message.attachData(this.taxInvoice.pdf, {
        filename: this.taxInvoice.filename,
        contentType: 'application/pdf',
      })
    }
  }

  protected values() {
    return { number: this.facts.invoiceNumber, plan: this.facts.planName }
  }

  protected details(): DetailRow[] {
    return [
      ['labels.invoice', this.facts.invoiceNumber],
      ['labels.membership', this.facts.membershipNumber],
      ['labels.plan', this.facts.planName],
      [
        'labels.period',
        `${this.date(this.facts.periodStart)} – ${this.date(this.facts.periodEnd)}`,
      ],
      ['labels.amount', this.money(this.facts.totalSatang)],
      ['labels.paid_at', this.date(this.facts.paidAt)],
      ['labels.card', this.facts.card],
    ]
  }
}

/** A renewal or retry was declined; says when we try again and links to pay now. */
export class PaymentFailedMail extends BillingMail<
  InvoiceFacts & {
    reason: string | null
    nextAttemptAt: DateTime | null
    payUrl: string
  }
> {
  protected kind = 'payment_failed'

  protected values() {
    return {
      number: this.facts.invoiceNumber,
      plan: this.facts.planName,
      next: this.facts.nextAttemptAt ? this.date(this.facts.nextAttemptAt) : '',
    }
  }

  protected paragraphs() {
    return ['intro', this.facts.nextAttemptAt ? 'retry' : 'last_retry', 'update_card']
  }

  protected details(): DetailRow[] {
    return [
      ['labels.invoice', this.facts.invoiceNumber],
      ['labels.membership', this.facts.membershipNumber],
      ['labels.amount', this.money(this.facts.totalSatang)],
      ['labels.reason', this.facts.reason],
    ]
  }

  protected action() {
    return { href: this.facts.payUrl, label: this.t('payment_failed.action') }
  }
}

/** An annual membership renews in seven days. */
export class RenewalReminderMail extends BillingMail<{
  membershipNumber: string
  planName: string
  totalSatang: number
  renewsAt: DateTime
  manageUrl: string
}> {
  protected kind = 'renewal_reminder'

  protected values() {
    return { plan: this.facts.planName, date: this.date(this.facts.renewsAt) }
  }

  protected paragraphs() {
    return ['intro', 'cancel']
  }

  protected details(): DetailRow[] {
    return [
      ['labels.membership', this.facts.membershipNumber],
      ['labels.plan', this.facts.planName],
      ['labels.renews_at', this.date(this.facts.renewsAt)],
      ['labels.amount', this.money(this.facts.totalSatang)],
    ]
  }

  protected action() {
    return { href: this.facts.manageUrl, label: this.t('renewal_reminder.action') }
  }
}

/** The last retry failed: the membership is suspended until what is due is paid. */
export class SuspendedMail extends BillingMail<InvoiceFacts & { payUrl: string }> {
  protected kind = 'suspended'

  protected values() {
    return { number: this.facts.invoiceNumber, plan: this.facts.planName }
  }

  protected paragraphs() {
    return ['intro', 'reactivate']
  }

  protected details(): DetailRow[] {
    return [
      ['labels.invoice', this.facts.invoiceNumber],
      ['labels.membership', this.facts.membershipNumber],
      ['labels.amount', this.money(this.facts.totalSatang)],
    ]
  }

  protected action() {
    return { href: this.facts.payUrl, label: this.t('suspended.action') }
  }
}

/** A written cancellation was recorded: when it takes effect. */
export class CancellationConfirmedMail extends BillingMail<{
  membershipNumber: string
  planName: string
  requestedAt: DateTime
  effectiveAt: DateTime
}> {
  protected kind = 'cancellation_confirmed'

  protected values() {
    return { plan: this.facts.planName, date: this.date(this.facts.effectiveAt) }
  }

  protected paragraphs() {
    return ['intro', 'no_charge', 'change_mind']
  }

  protected details(): DetailRow[] {
    return [
      ['labels.membership', this.facts.membershipNumber],
      ['labels.plan', this.facts.planName],
      ['labels.requested_at', this.date(this.facts.requestedAt)],
      ['labels.effective_at', this.date(this.facts.effectiveAt)],
    ]
  }
}

/** The member withdrew their cancellation during the notice period: renewals go on. */
export class CancellationWithdrawnMail extends BillingMail<{
  membershipNumber: string
  planName: string
  /** The next renewal, when the membership renews (not for a free member). */
  renewsAt: DateTime | null
}> {
  protected kind = 'cancellation_withdrawn'

  protected values() {
    return {
      plan: this.facts.planName,
      date: this.facts.renewsAt ? this.date(this.facts.renewsAt) : '',
    }
  }

  protected paragraphs() {
    return ['intro', this.facts.renewsAt ? 'renews' : 'continues']
  }

  protected details(): DetailRow[] {
    return [
      ['labels.membership', this.facts.membershipNumber],
      ['labels.plan', this.facts.planName],
      ['labels.renews_at', this.facts.renewsAt && this.date(this.facts.renewsAt)],
    ]
  }
}
