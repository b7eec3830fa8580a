import type { DateTime } from 'luxon'
import {
  BillingPeriod,
  InvoiceStatus,
  PaymentMethodKind,
  PaymentStatus,
  SubscriptionStatus,
} from '#enums/billing'
import { Refusal } from '#exceptions/refusal'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import PaymentMethod from '#models/payment_method'
import Subscription from '#models/subscription'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import clock from '#services/billing/clock'
import { applyCharge, chargeOf, settleEarlierAttempts } from '#services/billing/reconcile'
import { sqlTime } from '#support/columns'
import { lockedById, paidInvoiceOf } from '#services/billing/billing_rows'

/**
 * When PromptPay may pay (DESIGN §11): a one-off payment, never the method
 * monthly renewals are charged on. So: an annual plan's invoices, an extra
 * service's invoice of its own, and a monthly plan's invoice only when a
 * card is on file for the renewals that follow. A monthly plan's first
 * payment (checkout) needs a card.
 */
export async function promptPayAllowed(invoice: Invoice): Promise<boolean> {
  const extra = await db.from('entitlement_usages').where('invoice_id', invoice.id).first()
  if (extra) return true
  const subscription = await Subscription.query()
    .where('id', invoice.subscriptionId)
    .preload('price')
    .firstOrFail()
  if (subscription.price.billingPeriod === BillingPeriod.YEAR) return true
  return Boolean(await PaymentMethod.query().where('user_id', invoice.userId).first())
}

/** The refusal a monthly plan's payment by PromptPay gets (its message says why). */
export function monthlyNeedsCard(field?: string) {
  return new Refusal('promptpay_monthly', 'promptpay.errors.monthly', { field })
}

export async function assertPromptPayAllowed(invoice: Invoice) {
  if (!(await promptPayAllowed(invoice))) throw monthlyNeedsCard()
}

export type QrState = 'waiting' | 'paid' | 'expired' | 'failed' | 'superseded'

/**
 * Where a PromptPay attempt stands, re-read from the gateway when it is
 * still pending (the page's status read and the webhook race: the first
 * settles it, DESIGN §4). `superseded`: a newer attempt replaced it.
 */
export async function qrState(payment: Payment): Promise<QrState> {
  if (payment.status === PaymentStatus.PENDING) {
    try {
      const charge = await chargeOf(payment)
      if (charge) await applyCharge(payment, charge)
    } catch (error) {
      // A gateway that cannot answer now leaves the QR waiting for the next look.
      logger.warn({ err: error, paymentId: payment.id }, 'promptpay charge not re-read')
    }
    await payment.refresh()
  }
  if (payment.status === PaymentStatus.SUCCESSFUL || payment.status === PaymentStatus.REFUNDED) {
    return 'paid'
  }
  if (payment.status === PaymentStatus.PENDING) return 'waiting'
  const invoice = await payment.related('invoice').query().firstOrFail()
  if (invoice.status === InvoiceStatus.PAID) return 'superseded'
  const newer = await Payment.query()
    .where('invoice_id', payment.invoiceId)
    .where('id', '>', payment.id)
    .first()
  if (newer) return 'superseded'
  return payment.failureCode === 'expired' ? 'expired' : 'failed'
}

export const isPromptPay = (payment: Payment) => payment.method === PaymentMethodKind.PROMPTPAY

/** The member's PromptPay attempt still waiting to be paid, if any (the newest). */
export function waitingQrOf(user: { id: number }) {
  return Payment.query()
    .where('method', PaymentMethodKind.PROMPTPAY)
    .where('status', PaymentStatus.PENDING)
    .whereHas('invoice', (invoice) =>
      invoice.where('user_id', user.id).where('status', InvoiceStatus.OPEN)
    )
    .orderBy('id', 'desc')
    .first()
}

/**
 * Where "pay by card instead" leads from a QR that can no longer be paid
 * (DESIGN §11): back to the page that started it. `checkout`: the
 * application's first payment (the unpaid application has ended, see
 * `endUnpaidApplication`, and the payment step starts again with its plan);
 * `reactivate`: the Reactivate page; `pay_now`: Pay now on Payment Methods
 * (a due invoice, an extra service's invoice).
 */
export type CardInstead =
  | { page: 'checkout'; priceId: number }
  | { page: 'reactivate'; subscriptionId: number }
  | { page: 'pay_now'; invoiceNumber: string }

export async function cardInstead(
  payment: Payment,
  reactivationReturnPath: (subscriptionId: number) => string,
  now: DateTime = clock.now()
): Promise<CardInstead> {
  const invoice = await Invoice.query()
    .where('id', payment.invoiceId)
    .preload('subscription')
    .firstOrFail()
  const { subscription } = invoice
  if (payment.returnPath && payment.returnPath === reactivationReturnPath(subscription.id)) {
    return { page: 'reactivate', subscriptionId: subscription.id }
  }
  // An application ended unpaid (now, or earlier) starts again on the payment step.
  const ended =
    invoice.status === InvoiceStatus.VOID && subscription.status === SubscriptionStatus.CANCELLED
  if (ended || (await endUnpaidApplication(invoice.id, now))) {
    return { page: 'checkout', priceId: subscription.priceId }
  }
  return { page: 'pay_now', invoiceNumber: invoice.number }
}

/**
 * An application whose first payment by PromptPay was never made ends as
 * one whose card was declined does (settle_charge.ts): its invoice void,
 * the membership `cancelled`, so the member may apply again (by card, or
 * with a new QR). The gateway is asked first: only when nothing was paid
 * and no QR can still be paid. True when the application ended.
 */
export async function endUnpaidApplication(invoiceId: number, now: DateTime = clock.now()) {
  const invoice = await Invoice.query().where('id', invoiceId).preload('subscription').first()
  if (!invoice || invoice.status !== InvoiceStatus.OPEN) return false
  if (invoice.subscription.status !== SubscriptionStatus.PENDING_REVIEW) return false
  if ((await settleEarlierAttempts(invoice.id)) !== 'clear') return false
  return db.transaction(async (trx) => {
    const row = await lockedById(Invoice, trx, invoiceId).firstOrFail()
    if (row.status !== InvoiceStatus.OPEN) return false
    const subscription = await Subscription.query({ client: trx })
      .where('id', row.subscriptionId)
      .firstOrFail()
    if (subscription.status !== SubscriptionStatus.PENDING_REVIEW) return false
    const paid = await paidInvoiceOf(trx, subscription.id)
    const waiting = await trx
      .from('payments')
      .where('invoice_id', row.id)
      .where('status', PaymentStatus.PENDING)
      .first()
    if (paid || waiting) return false
    row.merge({ status: InvoiceStatus.VOID, nextAttemptAt: null })
    await row.save()
    subscription.merge({ status: SubscriptionStatus.CANCELLED, cancelledAt: now })
    await subscription.save()
    logger.info(
      { invoiceId: row.id, subscriptionId: subscription.id },
      'unpaid PromptPay application ended'
    )
    return true
  })
}

/** Days an application waits, after its last QR was made, for a new QR or a card. */
export const UNPAID_APPLICATION_DAYS = 7

/**
 * Part of reconciling payments (the reconcile job): an application whose
 * QR expired and that was neither paid by a new QR nor by card within
 * `UNPAID_APPLICATION_DAYS` ends (`endUnpaidApplication`), so no membership
 * stays pending review with nothing paid. Answers how many ended.
 */
export async function endAbandonedApplications(now: DateTime = clock.now()): Promise<number> {
  const cutoff = sqlTime(now.minus({ days: UNPAID_APPLICATION_DAYS }), db.connection().dialect.name)
  const invoices = await Invoice.query()
    .where('status', InvoiceStatus.OPEN)
    .whereHas('subscription', (subscription) =>
      subscription.where('status', SubscriptionStatus.PENDING_REVIEW)
    )
    .whereHas('payments', (payments) => payments.where('method', PaymentMethodKind.PROMPTPAY))
    .whereDoesntHave('payments', (payments) =>
      payments.where((recent) =>
        recent.where('status', PaymentStatus.PENDING).orWhere('created_at', '>', cutoff)
      )
    )
    .orderBy('id', 'asc')
  let ended = 0
  for (const invoice of invoices) {
    try {
      if (await endUnpaidApplication(invoice.id, now)) ended++
    } catch (error) {
      logger.warn({ err: error, invoiceId: invoice.id }, 'unpaid application not ended')
    }
  }
  return ended
}
