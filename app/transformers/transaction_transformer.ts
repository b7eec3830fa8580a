import { BaseTransformer } from '@adonisjs/core/transformers'
import { PaymentStatus } from '#enums/billing'
import type Payment from '#models/payment'

/**
 * One row of admin Transactions (SPEC §2.9): a whitelist, never the model.
 * The member is the invoice's bill-to snapshot, kept after an account is
 * erased (tax law); `refundableSatang` is what a refund may still take. The
 * list preloads `invoice` (with its membership's plan) and `creditNotes`.
 */
export default class TransactionTransformer extends BaseTransformer<Payment> {
  toObject() {
    const payment = this.resource
    const invoice = payment.invoice ?? null
    const refunded = (payment.creditNotes ?? []).reduce((sum, note) => sum + note.amountSatang, 0)
    return {
      id: payment.id,
      invoiceId: payment.invoiceId,
      invoiceNumber: invoice?.number ?? null,
      invoicePaid: invoice?.status === 'paid',
      memberName: invoice?.billToName ?? null,
      memberEmail: invoice?.billToEmail ?? null,
      memberId: invoice?.userId ?? null,
      plan: invoice?.subscription?.plan?.slug ?? null,
      amountSatang: payment.amountSatang,
      refundedSatang: refunded,
      refundableSatang:
        payment.status === PaymentStatus.SUCCESSFUL && payment.gatewayChargeId
          ? Math.max(0, payment.amountSatang - refunded)
          : 0,
      status: payment.status,
      gateway: payment.gateway,
      gatewayChargeId: payment.gatewayChargeId,
      failureCode: payment.failureCode,
      createdAt: payment.createdAt.toISO()!,
      paidAt: payment.paidAt?.toISO() ?? null,
    }
  }
}
