import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import type Invoice from '#models/invoice'
import { formatDate } from '#support/dates'

/**
 * One of the member's invoices (Settings › Invoices, Payment Methods' "pay
 * now"): number, dates in the member's language, amounts in satang, status,
 * and where the caller preloaded them, the credit notes of its refunds and
 * the extra service it bills (`services`, reversals left out, with matters).
 */
export default class MemberInvoiceTransformer extends BaseTransformer<Invoice> {
  constructor(
    invoice: Invoice,
    protected locale: string
  ) {
    super(invoice)
  }

  #date(value: DateTime | null) {
    return value ? formatDate(value, this.locale) : null
  }

  /** Staff's view in Users › show: amounts, dates and the payments (preloaded). */
  toAdmin() {
    const invoice = this.resource
    return {
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
      totalSatang: invoice.totalSatang,
      issuedAt: invoice.issuedAt.toISO()!,
      paidAt: invoice.paidAt?.toISO() ?? null,
      /** The replacement full tax invoice's number, when this one was replaced. */
      replacedBy: invoice.$preloaded.replacement ? (invoice.replacement?.number ?? null) : null,
      payments: invoice.payments.map((payment) => ({
        id: payment.id,
        gateway: payment.gateway,
        gatewayChargeId: payment.gatewayChargeId,
        status: payment.status,
        amountSatang: payment.amountSatang,
        paidAt: payment.paidAt?.toISO() ?? null,
        refundedAt: payment.refundedAt?.toISO() ?? null,
        createdAt: payment.createdAt.toISO()!,
      })),
    }
  }

  toObject() {
    const invoice = this.resource
    const notes = invoice.$preloaded.creditNotes ? invoice.creditNotes : []
    const extra = invoice.$preloaded.services ? invoice.services.at(0) : undefined
    return {
      id: invoice.id,
      number: invoice.number,
      issuedOn: this.#date(invoice.issuedAt)!,
      periodStart: this.#date(invoice.periodStart)!,
      periodEnd: this.#date(invoice.periodEnd)!,
      paidOn: this.#date(invoice.paidAt),
      subtotalSatang: invoice.subtotalSatang,
      vatSatang: invoice.vatSatang,
      totalSatang: invoice.totalSatang,
      status: invoice.status,
      /** The tax invoice / receipt exists once the invoice is paid. */
      hasReceipt: invoice.paidAt !== null,
      membershipNumber: invoice.subscription?.membershipNumber ?? null,
      membershipStatus: invoice.subscription?.status ?? null,
      creditNotes: notes.map((note) => ({ id: note.id, number: note.number })),
      /** An extra service billed on its own: which service, on which matter. */
      extraService: extra ? { kind: extra.kind, matter: extra.matter?.title ?? null } : null,
    }
  }
}
