import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { InvoiceStatus, PaymentStatus } from '#enums/billing'
import Payment from '#models/payment'
import settingsStore from '#services/settings_store'
import { paymentGateway } from '#services/payments/gateway'
import { sqlTime } from '#support/columns'
import clock from '#services/billing/clock'
import { settleFromResult, type AttemptOutcome } from '#services/billing/charges'

/** Setting key: minutes an attempt may stay pending before the reconcile job asks the gateway. */
export const RECONCILE_AFTER_MINUTES_KEY = 'reconcile_after_minutes'
export const DEFAULT_RECONCILE_AFTER_MINUTES = 10

/**
 * Settles attempts left `pending` (issue 10 point 9): a process killed
 * between the gateway call and our record of it, a timeout, a 3-D Secure
 * page never returned from. The gateway is asked by charge id, or by our
 * idempotency key (its metadata) when we never learnt the id:
 * - successful → paid (invoice paid, membership renewed, receipt);
 * - failed → failed (dunning rules for renewals);
 * - no charge with that key → the attempt never reached the gateway: it is
 *   closed as failed (`not_charged`, kept as a record) and a renewal is
 *   retried at once, since the member's card was never refused;
 * - still pending (3-D Secure) → left for the next run.
 */
export async function reconcilePendingPayments(): Promise<AttemptOutcome[]> {
  const minutes = Number(
    await settingsStore.get(RECONCILE_AFTER_MINUTES_KEY, DEFAULT_RECONCILE_AFTER_MINUTES)
  )
  const cutoff = clock.now().minus({ minutes: Number.isFinite(minutes) ? minutes : 10 })
  const pending = await Payment.query()
    .where('status', PaymentStatus.PENDING)
    .where('created_at', '<=', sqlTime(cutoff, db.connection().dialect.name))
    .preload('paymentMethod')
    .orderBy('id', 'asc')
  const outcomes: AttemptOutcome[] = []
  for (const payment of pending) {
    try {
      const outcome = await reconcileOne(payment)
      if (outcome) outcomes.push(outcome)
    } catch (error) {
      logger.warn({ err: error, paymentId: payment.id }, 'reconcile: gateway not reachable')
    }
  }
  return outcomes
}

async function reconcileOne(payment: Payment): Promise<AttemptOutcome | null> {
  const gateway = paymentGateway()
  const charge = payment.gatewayChargeId
    ? await gateway.retrieveCharge(payment.gatewayChargeId)
    : payment.paymentMethod
      ? await gateway.findChargeByKey(
          payment.paymentMethod.gatewayCustomerId,
          payment.idempotencyKey
        )
      : null
  if (charge) {
    if (charge.status === 'pending') return null
    return settleFromResult(payment, charge)
  }
  const now = clock.now()
  await db.transaction(async (trx) => {
    const dialect = trx.dialect.name
    const closed = await trx
      .from('payments')
      .where('id', payment.id)
      .where('status', PaymentStatus.PENDING)
      .update({
        status: PaymentStatus.FAILED,
        failure_code: 'not_charged',
        failure_message: 'The attempt never reached the payment gateway',
        updated_at: sqlTime(now, dialect),
      })
    if (Number(Array.isArray(closed) ? closed[0] : closed) !== 1) return
    if (payment.initiator === 'merchant') {
      await trx
        .from('invoices')
        .where('id', payment.invoiceId)
        .where('status', InvoiceStatus.OPEN)
        .update({ next_attempt_at: sqlTime(now, dialect) })
    }
  })
  await payment.refresh()
  return { status: 'failed', payment, failureCode: 'not_charged' }
}
