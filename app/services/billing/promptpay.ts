import { BillingPeriod, InvoiceStatus, PaymentMethodKind, PaymentStatus } from '#enums/billing'
import { Refusal } from '#exceptions/refusal'
import type Invoice from '#models/invoice'
import Payment from '#models/payment'
import PaymentMethod from '#models/payment_method'
import Subscription from '#models/subscription'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { applyCharge, chargeOf } from '#services/billing/reconcile'

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
