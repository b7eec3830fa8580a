import type { DateTime } from 'luxon'
import { BillingMail, type BillingDetail } from '#mails/billing_mail'
import type { MailRecipient } from '#mails/account_mail'

export type InvoiceFacts = {
  invoiceNumber: string
  membershipNumber: string
  planName: string
  totalSatang: number
  periodStart: DateTime
  periodEnd: DateTime
}

/** A renewal (or pay-now) charge succeeded. */
export class ReceiptMail extends BillingMail {
  protected kind = 'receipt'

  constructor(
    recipient: MailRecipient,
    readonly facts: InvoiceFacts & { paidAt: DateTime; card: string | null },
    /** The full tax invoice / receipt (PDF), attached when it could be made. */
    readonly taxInvoice: { filename: string; pdf: Buffer } | null = null
  ) {
    super(recipient)
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

  protected details(): BillingDetail[] {
    const rows = [
      { label: this.t('labels.invoice'), value: this.facts.invoiceNumber },
      { label: this.t('labels.membership'), value: this.facts.membershipNumber },
      { label: this.t('labels.plan'), value: this.facts.planName },
      {
        label: this.t('labels.period'),
        value: `${this.date(this.facts.periodStart)} – ${this.date(this.facts.periodEnd)}`,
      },
      { label: this.t('labels.amount'), value: this.money(this.facts.totalSatang) },
      { label: this.t('labels.paid_at'), value: this.date(this.facts.paidAt) },
    ]
    if (this.facts.card) rows.push({ label: this.t('labels.card'), value: this.facts.card })
    return rows
  }
}

/** A renewal or retry was declined; says when we try again and links to pay now. */
export class PaymentFailedMail extends BillingMail {
  protected kind = 'payment_failed'

  constructor(
    recipient: MailRecipient,
    readonly facts: InvoiceFacts & {
      reason: string | null
      nextAttemptAt: DateTime | null
      payUrl: string
    }
  ) {
    super(recipient)
  }

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

  protected details(): BillingDetail[] {
    const rows = [
      { label: this.t('labels.invoice'), value: this.facts.invoiceNumber },
      { label: this.t('labels.membership'), value: this.facts.membershipNumber },
      { label: this.t('labels.amount'), value: this.money(this.facts.totalSatang) },
    ]
    if (this.facts.reason) rows.push({ label: this.t('labels.reason'), value: this.facts.reason })
    return rows
  }

  protected action() {
    return { href: this.facts.payUrl, label: this.t('payment_failed.action') }
  }
}

/** An annual membership renews in seven days. */
export class RenewalReminderMail extends BillingMail {
  protected kind = 'renewal_reminder'

  constructor(
    recipient: MailRecipient,
    readonly facts: {
      membershipNumber: string
      planName: string
      totalSatang: number
      renewsAt: DateTime
      manageUrl: string
    }
  ) {
    super(recipient)
  }

  protected values() {
    return { plan: this.facts.planName, date: this.date(this.facts.renewsAt) }
  }

  protected paragraphs() {
    return ['intro', 'cancel']
  }

  protected details(): BillingDetail[] {
    return [
      { label: this.t('labels.membership'), value: this.facts.membershipNumber },
      { label: this.t('labels.plan'), value: this.facts.planName },
      { label: this.t('labels.renews_at'), value: this.date(this.facts.renewsAt) },
      { label: this.t('labels.amount'), value: this.money(this.facts.totalSatang) },
    ]
  }

  protected action() {
    return { href: this.facts.manageUrl, label: this.t('renewal_reminder.action') }
  }
}

/** The last retry failed: the membership is suspended until what is due is paid. */
export class SuspendedMail extends BillingMail {
  protected kind = 'suspended'

  constructor(
    recipient: MailRecipient,
    readonly facts: InvoiceFacts & { payUrl: string }
  ) {
    super(recipient)
  }

  protected values() {
    return { number: this.facts.invoiceNumber, plan: this.facts.planName }
  }

  protected paragraphs() {
    return ['intro', 'reactivate']
  }

  protected details(): BillingDetail[] {
    return [
      { label: this.t('labels.invoice'), value: this.facts.invoiceNumber },
      { label: this.t('labels.membership'), value: this.facts.membershipNumber },
      { label: this.t('labels.amount'), value: this.money(this.facts.totalSatang) },
    ]
  }

  protected action() {
    return { href: this.facts.payUrl, label: this.t('suspended.action') }
  }
}

/** A written cancellation was recorded: when it takes effect. */
export class CancellationConfirmedMail extends BillingMail {
  protected kind = 'cancellation_confirmed'

  constructor(
    recipient: MailRecipient,
    readonly facts: {
      membershipNumber: string
      planName: string
      requestedAt: DateTime
      effectiveAt: DateTime
    }
  ) {
    super(recipient)
  }

  protected values() {
    return { plan: this.facts.planName, date: this.date(this.facts.effectiveAt) }
  }

  protected paragraphs() {
    return ['intro', 'no_charge', 'change_mind']
  }

  protected details(): BillingDetail[] {
    return [
      { label: this.t('labels.membership'), value: this.facts.membershipNumber },
      { label: this.t('labels.plan'), value: this.facts.planName },
      { label: this.t('labels.requested_at'), value: this.date(this.facts.requestedAt) },
      { label: this.t('labels.effective_at'), value: this.date(this.facts.effectiveAt) },
    ]
  }
}

/** The member withdrew their cancellation during the notice period: renewals go on. */
export class CancellationWithdrawnMail extends BillingMail {
  protected kind = 'cancellation_withdrawn'

  constructor(
    recipient: MailRecipient,
    readonly facts: {
      membershipNumber: string
      planName: string
      /** The next renewal, when the membership renews (not for a free member). */
      renewsAt: DateTime | null
    }
  ) {
    super(recipient)
  }

  protected values() {
    return {
      plan: this.facts.planName,
      date: this.facts.renewsAt ? this.date(this.facts.renewsAt) : '',
    }
  }

  protected paragraphs() {
    return ['intro', this.facts.renewsAt ? 'renews' : 'continues']
  }

  protected details(): BillingDetail[] {
    const rows = [
      { label: this.t('labels.membership'), value: this.facts.membershipNumber },
      { label: this.t('labels.plan'), value: this.facts.planName },
    ]
    if (this.facts.renewsAt) {
      rows.push({ label: this.t('labels.renews_at'), value: this.date(this.facts.renewsAt) })
    }
    return rows
  }
}
