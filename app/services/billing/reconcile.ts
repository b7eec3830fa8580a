import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { InvoiceStatus, PaymentStatus, SubscriptionStatus } from '#enums/billing'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import settingsStore from '#services/platform/settings_store'
import { paymentGateway } from '#services/billing/payments/gateway'
import type { ChargeResult } from '#services/billing/payments/payment_gateway'
import { settleCharge } from '#services/billing/payments/settle_charge'
import { sqlTime } from '#support/columns'
import clock from '#services/billing/clock'
import { settleFromResult, type AttemptOutcome } from '#services/billing/charges'

/** Setting key: minutes an attempt may stay pending before the reconcile job asks the gateway. */
export const RECONCILE_AFTER_MINUTES_KEY = 'reconcile_after_minutes'
export const DEFAULT_RECONCILE_AFTER_MINUTES = 10

/**
 * How long a charge call can still be under way in another process: the
 * gateway client gives up after 20 s, so an attempt older than this that the
 * gateway does not know was never charged and never will be.
 */
export const CHARGE_IN_FLIGHT_SECONDS = 120

/** Why an attempt was closed without a charge (a retry may follow at once). */
export const NOT_CHARGED = 'not_charged'

/**
 * Settles attempts left `pending`: a process killed between the gateway
 * call and our record of it, a timeout, a 3-D Secure page never returned
 * from. The gateway is asked by charge id, or by our idempotency key
 * (`metadata.idempotency_key`, searched whatever the card or customer) when
 * we never learnt the id:
 * - successful → paid (invoice paid, membership moved on, receipt);
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
    .orderBy('id', 'asc')
  const outcomes: AttemptOutcome[] = []
  for (const payment of pending) {
    try {
      const charge = await chargeOf(payment)
      if (charge) {
        const outcome = await applyCharge(payment, charge)
        if (outcome.status !== 'pending') outcomes.push(outcome)
      } else {
        outcomes.push(await closeUncharged(payment))
      }
    } catch (error) {
      logger.warn({ err: error, paymentId: payment.id }, 'reconcile: gateway not reachable')
    }
  }
  return outcomes
}

/** What the gateway holds for an attempt: by charge id when we know it, else by key. */
export async function chargeOf(payment: Payment): Promise<ChargeResult | null> {
  const gateway = paymentGateway()
  if (payment.gatewayChargeId) return gateway.retrieveCharge(payment.gatewayChargeId)
  return gateway.findChargeByKey(payment.idempotencyKey)
}

/**
 * Applies a charge read from the gateway to its attempt. An attempt closed
 * as `not_charged` whose charge turns up after all is reopened first (the
 * money was taken: the record must say so). A sign-up's first payment
 * (membership pending review) settles as the checkout does; every other
 * one as the billing engine does (dunning for renewals).
 */
export async function applyCharge(payment: Payment, charge: ChargeResult): Promise<AttemptOutcome> {
  if (payment.status === PaymentStatus.FAILED && payment.failureCode === NOT_CHARGED) {
    await Payment.query()
      .where('id', payment.id)
      .where('status', PaymentStatus.FAILED)
      .where('failure_code', NOT_CHARGED)
      .whereNull('gateway_charge_id')
      .update({ status: PaymentStatus.PENDING, failure_code: null, failure_message: null })
    await payment.refresh()
  }
  if (charge.status === 'pending' || payment.status !== PaymentStatus.PENDING) {
    return settleFromResult(payment, charge)
  }
  const invoice = await Invoice.query()
    .where('id', payment.invoiceId)
    .preload('subscription')
    .firstOrFail()
  if (invoice.subscription.status !== SubscriptionStatus.PENDING_REVIEW) {
    return settleFromResult(payment, charge)
  }
  await settleCharge(payment, charge, clock.now())
  await payment.refresh()
  const status = payment.status as PaymentStatus
  if (status === PaymentStatus.SUCCESSFUL) return { status: 'paid', payment }
  if (status === PaymentStatus.FAILED) {
    return { status: 'failed', payment, failureCode: payment.failureCode }
  }
  return { status: 'pending', payment, authorizeUri: charge.authorizeUri }
}

/** No charge carries the attempt's key: it is closed as failed, `not_charged`. */
export async function closeUncharged(payment: Payment): Promise<AttemptOutcome> {
  const now = clock.now()
  await db.transaction(async (trx) => {
    const dialect = trx.dialect.name
    const closed = await trx
      .from('payments')
      .where('id', payment.id)
      .where('status', PaymentStatus.PENDING)
      .whereNull('gateway_charge_id')
      .update({
        status: PaymentStatus.FAILED,
        failure_code: NOT_CHARGED,
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
  return { status: 'failed', payment, failureCode: payment.failureCode }
}

export type InvoiceAtGateway = 'paid' | 'pending' | 'clear'

/**
 * Asked before any new charge on an invoice (pay now, reactivation, an
 * extra service's invoice, a renewal retry, a checkout retried after a
 * crash): every earlier attempt whose outcome we do not know — still
 * pending, or closed as `not_charged` — is looked up at the gateway by its
 * key and settled from what the gateway holds. A pending attempt the
 * gateway does not know is closed once no charge call can still be under
 * way. Answers `paid` when the invoice is paid (charge nothing), `pending`
 * while an attempt waits (3-D Secure, or a call possibly still running),
 * `clear` when a new attempt may charge. A gateway that cannot be asked
 * throws: nothing may be charged blind.
 */
export async function settleEarlierAttempts(invoiceId: number): Promise<InvoiceAtGateway> {
  const unknown = await Payment.query()
    .where('invoice_id', invoiceId)
    .where((query) => {
      query
        .where('status', PaymentStatus.PENDING)
        .orWhere((closed) =>
          closed
            .where('status', PaymentStatus.FAILED)
            .where('failure_code', NOT_CHARGED)
            .whereNull('gateway_charge_id')
        )
    })
    .orderBy('id', 'asc')
  let waiting = false
  for (const payment of unknown) {
    const charge = await chargeOf(payment)
    if (charge) {
      const outcome = await applyCharge(payment, charge)
      if (outcome.status === 'pending') waiting = true
    } else if (payment.status === PaymentStatus.PENDING) {
      const age = clock.now().diff(payment.createdAt, 'seconds').seconds
      if (age < CHARGE_IN_FLIGHT_SECONDS) waiting = true
      else await closeUncharged(payment)
    }
  }
  const invoice = await Invoice.findOrFail(invoiceId)
  if (invoice.status === InvoiceStatus.PAID) return 'paid'
  return waiting ? 'pending' : 'clear'
}

/**
 * The attempt a charge we never recorded belongs to (a `charge.complete`
 * webhook that arrives before — or instead of — our record of the charge):
 * by `metadata.idempotency_key`, else through the invoice named in its
 * metadata (`invoice` or `invoice_number`), for which an attempt is
 * recorded from the charge when the invoice is still open and the amounts
 * agree. Null when the charge is not about anything of ours.
 */
export async function attemptOfCharge(charge: ChargeResult): Promise<Payment | null> {
  const key = charge.metadata.idempotency_key
  if (key) {
    const payment = await Payment.findBy('idempotency_key', key)
    if (payment) {
      return payment.gatewayChargeId && payment.gatewayChargeId !== charge.id ? null : payment
    }
  }
  const number = charge.metadata.invoice ?? charge.metadata.invoice_number
  if (!number) return null
  const invoice = await Invoice.findBy('number', number)
  if (!invoice || invoice.status !== InvoiceStatus.OPEN) return null
  if (invoice.totalSatang !== charge.amountSatang) return null
  const created = await Payment.query().where('gateway_charge_id', charge.id).first()
  if (created) return created
  return Payment.create({
    invoiceId: invoice.id,
    gateway: paymentGateway().name,
    gatewayChargeId: charge.id,
    amountSatang: charge.amountSatang,
    currency: 'THB',
    status: PaymentStatus.PENDING,
    idempotencyKey: key || `charge-${charge.id}`,
    initiator: 'customer',
  })
}
