import { PaymentStatus } from '#enums/billing'
import type Invoice from '#models/invoice'
import type Payment from '#models/payment'

/**
 * One row of admin Transactions (SPEC §2.9): a whitelist, never the model.
 * The member is the invoice's bill-to snapshot, kept after an account is
 * erased (tax law); `refundable_satang` is what a refund may still take.
 */
export function toTransactionRow(payment: Payment, invoice: Invoice | null, refunded = 0) {
  return {
    id: payment.id,
    invoice_id: payment.invoiceId,
    invoice_number: invoice?.number ?? null,
    invoice_paid: invoice?.status === 'paid',
    member_name: invoice?.billToName ?? null,
    member_email: invoice?.billToEmail ?? null,
    member_id: invoice?.userId ?? null,
    plan: invoice?.subscription?.plan?.slug ?? null,
    amount_satang: payment.amountSatang,
    refunded_satang: refunded,
    refundable_satang:
      payment.status === PaymentStatus.SUCCESSFUL && payment.gatewayChargeId
        ? Math.max(0, payment.amountSatang - refunded)
        : 0,
    status: payment.status,
    gateway: payment.gateway,
    gateway_charge_id: payment.gatewayChargeId,
    failure_code: payment.failureCode,
    created_at: payment.createdAt.toISO()!,
    paid_at: payment.paidAt?.toISO() ?? null,
  }
}

export type TransactionRow = ReturnType<typeof toTransactionRow>
