import { InvoiceStatus, PaymentMethodKind, PaymentStatus } from '#enums/billing'
import type Invoice from '#models/invoice'
import Payment from '#models/payment'
import type PaymentMethod from '#models/payment_method'
import { paymentGateway } from '#services/billing/payments/gateway'
import {
  attemptCharge,
  attemptPromptPay,
  settleFromResult,
  type AttemptOutcome,
} from '#services/billing/charges'
import { assertPromptPayAllowed } from '#services/billing/promptpay'

/**
 * "Pay now" on an open invoice (the member's settings pages call it,
 * SPEC §2.8): a customer-initiated charge on the default card. It may
 * answer `pending` with an `authorizeUri` (3-D Secure): send the member
 * there; they come back to `returnUri`, which calls `completePayNow`.
 * A successful payment on a past_due membership makes it active again; on
 * a suspended one it reactivates it. A refusal is kept as a record and
 * changes nothing else (the dunning schedule goes on).
 *
 * `method: 'promptpay'` makes a PromptPay QR instead (DESIGN §11; refused
 * for a monthly plan without a card on file): the answer is `pending`, the
 * member scans the QR on its page and goes on to `returnPath` once paid.
 */
export async function payNow(
  invoice: Invoice,
  options: {
    returnUri: string
    method?: PaymentMethodKind
    returnPath?: string
    /** A card just added (Google Pay on the page); the default card otherwise. */
    card?: PaymentMethod
  }
): Promise<AttemptOutcome> {
  if (invoice.status !== InvoiceStatus.OPEN) {
    return { status: 'skipped', reason: `invoice ${invoice.status}` }
  }
  if (options.method === PaymentMethodKind.PROMPTPAY) {
    await assertPromptPayAllowed(invoice)
    return attemptPromptPay(invoice.id, {
      returnUri: options.returnUri,
      returnPath: options.returnPath ?? new URL(options.returnUri, 'http://x').pathname,
    })
  }
  return attemptCharge(invoice.id, {
    initiator: 'customer',
    returnUri: options.returnUri,
    card: options.card,
  })
}

/** Back from 3-D Secure: re-read the charge from the gateway and settle the attempt. */
export async function completePayNow(invoice: Invoice): Promise<AttemptOutcome> {
  const payment = await Payment.query()
    .where('invoice_id', invoice.id)
    .where('status', PaymentStatus.PENDING)
    .whereNotNull('gateway_charge_id')
    .orderBy('id', 'desc')
    .first()
  if (!payment) return { status: 'skipped', reason: 'no attempt pending' }
  const charge = await paymentGateway().retrieveCharge(payment.gatewayChargeId!)
  return settleFromResult(payment, charge)
}
