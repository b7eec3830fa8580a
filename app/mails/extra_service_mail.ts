import { BillingMail, type BillingDetail } from '#mails/billing_mail'
import type { MailRecipient } from '#mails/account_mail'

/** An extra service was billed: what, why, the invoice and where to pay it. */
export class ExtraServiceBilledMail extends BillingMail {
  protected kind = 'extra_service'

  constructor(
    recipient: MailRecipient,
    readonly facts: {
      kind: string
      matter: string
      reason: string
      invoiceNumber: string
      totalSatang: number
      invoicesUrl: string
    }
  ) {
    super(recipient)
  }

  protected values() {
    return {
      service: this.t(`extra_service.services.${this.facts.kind}`),
      number: this.facts.invoiceNumber,
      matter: this.facts.matter,
    }
  }

  protected paragraphs() {
    return ['intro', 'pay']
  }

  protected details(): BillingDetail[] {
    return [
      { label: this.t('extra_service.labels.matter'), value: this.facts.matter },
      { label: this.t('extra_service.labels.reason'), value: this.facts.reason },
      { label: this.t('labels.invoice'), value: this.facts.invoiceNumber },
      { label: this.t('labels.amount'), value: this.money(this.facts.totalSatang) },
    ]
  }

  protected action() {
    return { href: this.facts.invoicesUrl, label: this.t('extra_service.action') }
  }
}
