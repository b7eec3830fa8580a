import { BillingMail, type DetailRow } from '#mails/billing_mail'

/** An extra service was billed: what, why, the invoice and where to pay it. */
export class ExtraServiceBilledMail extends BillingMail<{
  kind: string
  matter: string
  reason: string
  invoiceNumber: string
  totalSatang: number
  invoicesUrl: string
}> {
  protected kind = 'extra_service'

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

  protected details(): DetailRow[] {
    return [
      ['extra_service.labels.matter', this.facts.matter],
      ['extra_service.labels.reason', this.facts.reason],
      ['labels.invoice', this.facts.invoiceNumber],
      ['labels.amount', this.money(this.facts.totalSatang)],
    ]
  }

  protected action() {
    return { href: this.facts.invoicesUrl, label: this.t('extra_service.action') }
  }
}
