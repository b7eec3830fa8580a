import { DateTime } from 'luxon'
import { recordConversion } from '#services/marketing/affiliates/affiliates'
import db from '@adonisjs/lucid/services/db'
import { sendReceipt } from '#services/billing/notifications'
import logger from '@adonisjs/core/services/logger'
import { InvoiceStatus, PaymentMethodKind, PaymentStatus, SubscriptionStatus } from '#enums/billing'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import PaymentMethod from '#models/payment_method'
import Subscription from '#models/subscription'
import type { ChargeResult } from '#services/billing/payments/payment_gateway'
import { crashPoint } from '#services/billing/crash_points'
import { lockedById, paidInvoiceOf } from '#services/billing/billing_rows'

/**
 * What settling did: `successful` / `failed` when this call moved the
 * payment out of `pending`; `pending` when the charge still waits (3-D
 * Secure); `unchanged` when someone else settled it first (the return URL
 * and the `charge.complete` webhook race: the first wins, the other changes
 * nothing) or the charge is not this payment's.
 */
export type SettleOutcome = 'successful' | 'failed' | 'pending' | 'unchanged'

export type Settled = { outcome: SettleOutcome; payment: Payment | null }

/**
 * Applies a charge, as re-read from the gateway, to the payment attempt it
 * belongs to (DESIGN §4). Only a `pending` payment changes, with a
 * conditional update inside a transaction (row lock on PostgreSQL), so two
 * callers settling the same charge at once change it once.
 *
 * - successful: payment successful, invoice paid.
 * - failed: the payment is kept as a failed record (support and fraud
 *   review). When it was the first payment of a sign-up (membership still
 *   `pending_review` and nothing paid yet), the application ends: the
 *   invoice is void, the membership `cancelled` (`cancelled_at` set) so it
 *   no longer counts as a current plan and the member may apply again, and
 *   the card that failed is removed from their saved cards. Later invoices
 *   (renewals) stay open: dunning decides what follows. An expired
 *   PromptPay QR ends nothing: the invoice stays open for a new QR.
 */
export async function settleCharge(
  payment: Payment | number,
  charge: ChargeResult,
  now: DateTime = DateTime.utc()
): Promise<Settled> {
  const paymentId = typeof payment === 'number' ? payment : payment.id
  if (charge.status === 'pending') {
    // 3-D Secure: the charge id is what the return page and the webhook find it by.
    if (charge.id) {
      await Payment.query()
        .where('id', paymentId)
        .where('status', PaymentStatus.PENDING)
        .whereNull('gateway_charge_id')
        .update({ gateway_charge_id: charge.id })
    }
    const current = await Payment.find(paymentId)
    return {
      outcome: current?.status === PaymentStatus.PENDING ? 'pending' : 'unchanged',
      payment: current,
    }
  }
  // A payment of a membership already under way (pay now, reactivation, a
  // renewal's 3-D Secure) gets its receipt here when the webhook settles it
  // first; an application's first payment waits for the review instead.
  let receiptDue = false
  const settled: Settled = await db.transaction(async (trx) => {
    const row = await lockedById(Payment, trx, paymentId).first()
    if (!row) return { outcome: 'unchanged', payment: null }
    if (charge.id && row.gatewayChargeId && row.gatewayChargeId !== charge.id) {
      return { outcome: 'unchanged', payment: row }
    }
    const successful = charge.status === 'successful'
    const changed = await trx
      .from('payments')
      .where('id', paymentId)
      .where('status', PaymentStatus.PENDING)
      .update({ status: successful ? PaymentStatus.SUCCESSFUL : PaymentStatus.FAILED })
    if (!Number(Array.isArray(changed) ? changed[0] : changed)) {
      return { outcome: 'unchanged', payment: row }
    }
    row.merge({
      status: successful ? PaymentStatus.SUCCESSFUL : PaymentStatus.FAILED,
      gatewayChargeId: charge.id || row.gatewayChargeId,
      failureCode: successful ? null : (charge.failureCode ?? 'failed'),
      failureMessage: successful ? null : (charge.failureMessage?.slice(0, 255) ?? null),
      paidAt: successful ? now : null,
    })
    await row.save()
    const invoice = await Invoice.query({ client: trx }).where('id', row.invoiceId).firstOrFail()
    if (successful) {
      invoice.merge({ status: InvoiceStatus.PAID, paidAt: now, nextAttemptAt: null })
      await invoice.save()
      // A "pay now" settled by the webhook first moves the membership on as
      // billing/charges.ts does: past_due → active, suspended →
      // active from now.
      const subscription = await Subscription.query({ client: trx })
        .where('id', invoice.subscriptionId)
        .preload('price')
        .firstOrFail()
      receiptDue = subscription.status !== SubscriptionStatus.PENDING_REVIEW
      if (subscription.status === SubscriptionStatus.PAST_DUE) {
        subscription.status = SubscriptionStatus.ACTIVE
        await subscription.save()
      } else if (subscription.status === SubscriptionStatus.SUSPENDED) {
        subscription.merge({
          status: SubscriptionStatus.ACTIVE,
          suspendedAt: null,
          currentPeriodStart: now,
          currentPeriodEnd:
            subscription.price.billingPeriod === 'year'
              ? now.plus({ years: 1 })
              : now.plus({ months: 1 }),
        })
        await subscription.save()
      }
    } else {
      const subscription = await Subscription.query({ client: trx })
        .where('id', invoice.subscriptionId)
        .firstOrFail()
      const paidBefore = await paidInvoiceOf(trx, subscription.id)
      // An expired PromptPay QR ends nothing: the member renews the QR (DESIGN §11).
      const renewable = row.method === PaymentMethodKind.PROMPTPAY
      if (subscription.status === SubscriptionStatus.PENDING_REVIEW && !paidBefore && !renewable) {
        invoice.merge({ status: InvoiceStatus.VOID })
        await invoice.save()
        subscription.merge({ status: SubscriptionStatus.CANCELLED, cancelledAt: now })
        await subscription.save()
        if (row.paymentMethodId) {
          await PaymentMethod.query({ client: trx }).where('id', row.paymentMethodId).delete()
        }
      }
    }
    logger.info(
      { paymentId, chargeId: charge.id, status: charge.status, code: charge.failureCode },
      'payment settled'
    )
    crashPoint('before_commit')
    return { outcome: successful ? 'successful' : 'failed', payment: row }
  })
  if (settled.outcome === 'successful' || settled.outcome === 'failed') crashPoint('after_commit')
  // An affiliate's conversion (DESIGN §8), after the payment is committed.
  if (settled.outcome === 'successful' && settled.payment) {
    if (receiptDue) {
      const invoice = await Invoice.findOrFail(settled.payment.invoiceId)
      await sendReceipt(invoice, settled.payment)
    }
    await recordConversion(settled.payment).catch((error: unknown) =>
      logger.error({ err: error, paymentId }, 'affiliate conversion not recorded')
    )
  }
  return settled
}
