import logger from '@adonisjs/core/services/logger'
import { PaymentStatus } from '#enums/billing'
import type Invoice from '#models/invoice'
import type Payment from '#models/payment'
import { completePayNow } from '#services/billing/pay_now'
import { applyCharge, chargeOf } from '#services/billing/reconcile'

export type PaymentProgress = 'pending' | 'successful' | 'failed' | 'none'

/**
 * Where a member-initiated payment stands (the processing page of "pay
 * now" and of reactivation). A pending charge is re-read from the gateway
 * (by id, or by our key when its id was never recorded) and settled here
 * unless the webhook got there first (first wins, DESIGN §4); a gateway
 * that cannot answer leaves it pending for the next look.
 */
export async function paymentProgress(
  invoice: Invoice,
  latest: () => Promise<Payment | null>
): Promise<{ state: PaymentProgress; payment: Payment | null }> {
  let payment = await latest()
  if (payment?.status === PaymentStatus.PENDING) {
    try {
      if (payment.gatewayChargeId) {
        await completePayNow(invoice)
      } else {
        // The request that charged died before recording the charge: the key finds it.
        const charge = await chargeOf(payment)
        if (charge) await applyCharge(payment, charge)
      }
    } catch (error) {
      logger.warn({ err: error, paymentId: payment.id }, 'charge not re-read')
    }
    payment = await latest()
  }
  if (!payment) return { state: 'none', payment: null }
  if (payment.status === PaymentStatus.PENDING) return { state: 'pending', payment }
  if (payment.status === PaymentStatus.FAILED) return { state: 'failed', payment }
  return { state: 'successful', payment }
}
