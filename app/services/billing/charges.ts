import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import {
  BillingPeriod,
  InvoiceStatus,
  PaymentMethodKind,
  PaymentStatus,
  SubscriptionStatus as S,
} from '#enums/billing'
import Invoice from '#models/invoice'
import { endPartnerSessionsOf } from '#services/memberships/partner_login'
import Payment from '#models/payment'
import PaymentMethod from '#models/payment_method'
import Subscription from '#models/subscription'
import settingsStore from '#services/platform/settings_store'
import { paymentGateway } from '#services/billing/payments/gateway'
import {
  CardRejectedError,
  GatewayError,
  type ChargeInitiator,
  type ChargeResult,
} from '#services/billing/payments/payment_gateway'
import { sqlTime } from '#support/columns'
import { closePendingPayment, lockedById } from '#services/billing/billing_rows'
import clock from '#services/billing/clock'
import { recordConversion } from '#services/marketing/affiliates/affiliates'
import { sendPaymentFailed, sendReceipt, sendSuspended } from '#services/billing/notifications'
import { crashPoint } from '#services/billing/crash_points'
import { settleEarlierAttempts } from '#services/billing/reconcile'

/** Setting key: days after the first failure on which a renewal is retried. */
export const DUNNING_RETRY_DAYS_KEY = 'dunning_retry_days'
export const DEFAULT_DUNNING_RETRY_DAYS = '1,3,5'

export async function dunningRetryDays(): Promise<number[]> {
  const raw = String(
    await settingsStore.get<string>(DUNNING_RETRY_DAYS_KEY, DEFAULT_DUNNING_RETRY_DAYS)
  )
  const days = raw
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((day) => Number.isInteger(day) && day > 0)
  return days.length ? [...new Set(days)].sort((a, b) => a - b) : [1, 3, 5]
}

export type AttemptOutcome =
  | { status: 'paid'; payment: Payment }
  | { status: 'failed'; payment: Payment; failureCode: string | null }
  | { status: 'pending'; payment: Payment; authorizeUri: string | null }
  /** Nothing was charged: the invoice is settled, an attempt is under way, or not due yet. */
  | { status: 'skipped'; reason: string }

export type AttemptOptions = {
  initiator: ChargeInitiator
  returnUri?: string
  /** Merchant retries only run when the invoice's next attempt is due. */
  onlyWhenDue?: boolean
  /** The member's card to charge (one just added with Google Pay); the default card otherwise. */
  card?: PaymentMethod
}

export async function defaultPaymentMethod(userId: number) {
  return PaymentMethod.query()
    .where('user_id', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .first()
}

/**
 * Commits the attempt (a pending Payment with the unique key
 * `invoice-<id>-attempt-<n>`) before any money moves. The invoice row is
 * claimed with a conditional update on its attempt counter, so two workers
 * (or a worker and a member pressing "pay now") never both get attempt n,
 * and no attempt starts while another one is still pending.
 */
async function openAttempt(
  invoiceId: number,
  method: Pick<PaymentMethod, 'gateway'> & { id: number | null },
  options: AttemptOptions,
  kind: { method: PaymentMethodKind; returnPath?: string | null } = {
    method: PaymentMethodKind.CARD,
  }
): Promise<Payment | string> {
  const now = clock.now()
  return db.transaction(async (trx) => {
    const invoice = await lockedById(Invoice, trx, invoiceId).firstOrFail()
    if (invoice.status !== InvoiceStatus.OPEN) return `invoice ${invoice.status}`
    if (options.onlyWhenDue && invoice.nextAttemptAt && invoice.nextAttemptAt > now) {
      return 'retry not due'
    }
    const pending = await Payment.query({ client: trx })
      .where('invoice_id', invoice.id)
      .where('status', PaymentStatus.PENDING)
      .first()
    if (pending) return 'attempt pending'
    const attempt = invoice.attemptCount + 1
    const claimed = await trx
      .from('invoices')
      .where('id', invoice.id)
      .where('attempt_count', invoice.attemptCount)
      .where('status', InvoiceStatus.OPEN)
      .update({ attempt_count: attempt, updated_at: sqlTime(now, trx.dialect.name) })
    if (Number(Array.isArray(claimed) ? claimed[0] : claimed) !== 1) return 'claimed elsewhere'
    return Payment.create(
      {
        invoiceId: invoice.id,
        paymentMethodId: method.id,
        gateway: method.gateway,
        amountSatang: invoice.totalSatang,
        currency: 'THB',
        status: PaymentStatus.PENDING,
        idempotencyKey: `invoice-${invoice.id}-attempt-${attempt}`,
        initiator: options.initiator,
        method: kind.method,
        returnPath: kind.returnPath ?? null,
        createdAt: now,
      },
      { client: trx }
    )
  })
}

/**
 * One charge attempt on an open invoice with the member's default card.
 * Safe to call again at any moment: a settled invoice, a pending attempt or
 * a retry that is not due yet charge nothing.
 */
export async function attemptCharge(
  invoiceId: number,
  options: AttemptOptions
): Promise<AttemptOutcome> {
  const invoice = await Invoice.query().where('id', invoiceId).preload('subscription').firstOrFail()
  if (invoice.status !== InvoiceStatus.OPEN) return { status: 'skipped', reason: 'invoice settled' }
  const method =
    options.card?.userId === invoice.userId
      ? options.card
      : await defaultPaymentMethod(invoice.userId)
  if (!method) {
    return recordNoCard(invoice, options)
  }
  // The gateway first: an earlier attempt may have charged although we never
  // recorded it (a process killed after the charge). Never charge twice.
  const atGateway = await settleEarlierAttempts(invoice.id)
  if (atGateway === 'paid') {
    const paid = await newestPayment(invoice.id, PaymentStatus.SUCCESSFUL).firstOrFail()
    return { status: 'paid', payment: paid }
  }
  if (atGateway === 'pending') return { status: 'skipped', reason: 'attempt pending' }
  const opened = await openAttempt(invoice.id, method, options)
  if (typeof opened === 'string') return { status: 'skipped', reason: opened }
  const payment = opened
  crashPoint('before_charge')

  let result: ChargeResult
  try {
    result = await paymentGateway().charge({
      customerId: method.gatewayCustomerId,
      cardId: method.gatewayCardId,
      ...invoiceCharge(invoice, payment),
      initiator: options.initiator,
      returnUri: options.returnUri,
    })
  } catch (error) {
    if (error instanceof CardRejectedError) {
      return settleFailed(payment, error.code, error.message)
    }
    if (error instanceof GatewayError && !error.retryable) {
      return settleFailed(payment, error.code, error.message)
    }
    // Unknown outcome (timeout, 5xx): the attempt stays pending and the
    // reconcile job asks the gateway what happened to this key.
    throw error
  }
  crashPoint('after_charge')
  return settleFromResult(payment, result)
}

/** What a card or a PromptPay charge of an invoice's attempt tells the gateway. */
function invoiceCharge(invoice: Invoice, payment: Payment) {
  return {
    amountSatang: payment.amountSatang,
    currency: 'THB' as const,
    idempotencyKey: payment.idempotencyKey,
    description: `${invoice.number} ${invoice.subscription.membershipNumber}`,
    metadata: {
      invoice_number: invoice.number,
      membership_number: invoice.subscription.membershipNumber,
    },
  }
}

/** The invoice's payments in one status, newest first. */
function newestPayment(invoiceId: number, status: PaymentStatus) {
  return Payment.query()
    .where('invoice_id', invoiceId)
    .where('status', status)
    .orderBy('id', 'desc')
}

/**
 * A PromptPay QR for an open invoice (DESIGN §11): a one-off,
 * customer-initiated payment (pay now, reactivation, an extra service's
 * invoice, the first payment of an annual plan). Like a card attempt, the
 * attempt is committed before the gateway is called, and earlier attempts
 * are settled from the gateway first: a QR still payable is answered again
 * (`pending`, nothing new made), and a new QR is only made once the earlier
 * one has expired at the gateway, so one invoice is never paid twice.
 * `returnPath` is where the member goes once it is paid.
 */
export async function attemptPromptPay(
  invoiceId: number,
  options: { returnUri: string; returnPath: string }
): Promise<AttemptOutcome> {
  const invoice = await Invoice.query().where('id', invoiceId).preload('subscription').firstOrFail()
  if (invoice.status !== InvoiceStatus.OPEN) return { status: 'skipped', reason: 'invoice settled' }
  const atGateway = await settleEarlierAttempts(invoice.id)
  if (atGateway === 'paid') {
    const paid = await newestPayment(invoice.id, PaymentStatus.SUCCESSFUL).firstOrFail()
    return { status: 'paid', payment: paid }
  }
  if (atGateway === 'pending') {
    const waiting = await newestPayment(invoice.id, PaymentStatus.PENDING).first()
    if (waiting?.method === PaymentMethodKind.PROMPTPAY) {
      return { status: 'pending', payment: waiting, authorizeUri: null }
    }
    return { status: 'skipped', reason: 'attempt pending' }
  }
  const opened = await openAttempt(
    invoice.id,
    { id: null, gateway: paymentGateway().name },
    { initiator: 'customer', returnUri: options.returnUri },
    { method: PaymentMethodKind.PROMPTPAY, returnPath: options.returnPath }
  )
  if (typeof opened === 'string') return { status: 'skipped', reason: opened }
  const payment = opened
  crashPoint('before_charge')
  let result: ChargeResult
  try {
    result = await paymentGateway().chargePromptPay({
      ...invoiceCharge(invoice, payment),
      returnUri: options.returnUri,
    })
  } catch (error) {
    if (error instanceof GatewayError && !error.retryable) {
      return settleFailed(payment, error.code, error.message)
    }
    // Unknown outcome: the attempt stays pending; the key finds the charge later.
    throw error
  }
  crashPoint('after_charge')
  await recordQr(payment, result)
  return settleFromResult(payment, result)
}

/** Keeps the QR and its expiry on the attempt (the page shows them without asking the gateway). */
export async function recordQr(payment: Payment, result: ChargeResult) {
  if (!result.promptPay) return
  payment.merge({
    qrImageUri: result.promptPay.qrImageUri,
    expiresAt: result.promptPay.expiresAt
      ? DateTime.fromJSDate(result.promptPay.expiresAt).toUTC()
      : null,
  })
  await Payment.query()
    .where('id', payment.id)
    .update({
      qr_image_uri: payment.qrImageUri,
      expires_at: payment.expiresAt
        ? sqlTime(payment.expiresAt, db.connection().dialect.name)
        : null,
    })
}

/** Applies what the gateway says about an attempt (charge, 3-D Secure return, reconcile). */
export async function settleFromResult(
  payment: Payment,
  result: ChargeResult
): Promise<AttemptOutcome> {
  if (result.status === 'successful') return settlePaid(payment, result.id)
  if (result.status === 'failed') {
    return settleFailed(payment, result.failureCode, result.failureMessage, result.id)
  }
  if (!payment.gatewayChargeId) {
    await Payment.query()
      .where('id', payment.id)
      .whereNull('gateway_charge_id')
      .update({ gateway_charge_id: result.id })
    payment.gatewayChargeId = result.id
  }
  return { status: 'pending', payment, authorizeUri: result.authorizeUri }
}

function addPeriod(start: DateTime, period: BillingPeriod) {
  return period === BillingPeriod.YEAR ? start.plus({ years: 1 }) : start.plus({ months: 1 })
}

/**
 * The attempt succeeded: payment successful, invoice paid, membership
 * moved on (next period; past_due → active; suspended → active from now),
 * in one transaction whose first write only succeeds once. The receipt
 * goes after it commits.
 */
async function settlePaid(payment: Payment, chargeId: string): Promise<AttemptOutcome> {
  const now = clock.now()
  const won = await db.transaction(async (trx) => {
    const closed = await closePendingPayment(
      trx,
      payment.id,
      {
        status: PaymentStatus.SUCCESSFUL,
        gateway_charge_id: chargeId,
        paid_at: sqlTime(now, trx.dialect.name),
      },
      now
    )
    if (!closed) return false
    const invoice = await lockedById(Invoice, trx, payment.invoiceId).firstOrFail()
    if (invoice.status === InvoiceStatus.OPEN) {
      invoice.merge({ status: InvoiceStatus.PAID, paidAt: now, nextAttemptAt: null })
      await invoice.save()
    }
    const subscription = await lockedById(Subscription, trx, invoice.subscriptionId)
      .preload('price')
      .firstOrFail()
    if (subscription.status === S.SUSPENDED) {
      // Paying what is due reactivates a suspended membership (DESIGN §10).
      subscription.merge({
        status: S.ACTIVE,
        suspendedAt: null,
        currentPeriodStart: now,
        currentPeriodEnd: addPeriod(now, subscription.price.billingPeriod),
      })
    } else {
      if (!subscription.currentPeriodEnd || subscription.currentPeriodEnd < invoice.periodEnd) {
        subscription.merge({
          currentPeriodStart: invoice.periodStart,
          currentPeriodEnd: invoice.periodEnd,
        })
      }
      if (subscription.status === S.PAST_DUE) subscription.status = S.ACTIVE
    }
    await subscription.save()
    crashPoint('before_commit')
    return true
  })
  if (won) crashPoint('after_commit')
  await payment.refresh()
  if (won) {
    const invoice = await Invoice.findOrFail(payment.invoiceId)
    await sendReceipt(invoice, payment)
    // An affiliate's conversion per successful payment (DESIGN §8).
    await recordConversion(payment).catch((error: unknown) =>
      logger.error({ err: error, paymentId: payment.id }, 'affiliate conversion not recorded')
    )
  }
  return { status: 'paid', payment }
}

/**
 * The attempt failed. It stays as a record. A merchant attempt moves the
 * membership to past_due and sets the next retry (days after the first
 * failure: setting `dunning_retry_days`); after the last retry the
 * membership is suspended. A customer attempt (pay now) changes nothing
 * else: the member saw the refusal on screen.
 */
async function settleFailed(
  payment: Payment,
  failureCode: string | null,
  failureMessage: string | null,
  chargeId: string | null = null
): Promise<AttemptOutcome> {
  const now = clock.now()
  const days = await dunningRetryDays()
  let consequence: { nextAttemptAt: DateTime | null; suspended: boolean } | null = null
  const won = await db.transaction(async (trx) => {
    const closed = await closePendingPayment(
      trx,
      payment.id,
      {
        status: PaymentStatus.FAILED,
        gateway_charge_id: chargeId ?? payment.gatewayChargeId,
        failure_code: failureCode?.slice(0, 80) ?? null,
        failure_message: failureMessage?.slice(0, 255) ?? null,
      },
      now
    )
    if (!closed) return false
    if (payment.initiator !== 'merchant') return true
    const invoice = await lockedById(Invoice, trx, payment.invoiceId).firstOrFail()
    const subscription = await lockedById(Subscription, trx, invoice.subscriptionId).firstOrFail()
    if (invoice.status !== InvoiceStatus.OPEN) return true
    const next = days.map((day) => invoice.issuedAt.plus({ days: day })).find((at) => at > now)
    invoice.nextAttemptAt = next ?? null
    await invoice.save()
    if (subscription.status === S.ACTIVE || subscription.status === S.PAST_DUE) {
      subscription.status = next ? S.PAST_DUE : S.SUSPENDED
      if (!next) subscription.suspendedAt = now
      await subscription.save()
    }
    consequence = { nextAttemptAt: next ?? null, suspended: !next }
    crashPoint('before_commit')
    return true
  })
  await payment.refresh()
  if (won && consequence) {
    const { nextAttemptAt, suspended } = consequence
    const invoice = await Invoice.findOrFail(payment.invoiceId)
    await sendPaymentFailed(invoice, payment, nextAttemptAt)
    if (suspended) {
      await sendSuspended(invoice)
      // A suspended membership covers nobody: its partner is signed out (DESIGN §11).
      await endPartnerSessionsOf([invoice.subscriptionId])
    }
  }
  return { status: 'failed', payment, failureCode }
}

/** No saved card: the failure is recorded like a declined charge (no gateway call). */
async function recordNoCard(invoice: Invoice, options: AttemptOptions): Promise<AttemptOutcome> {
  if (options.initiator === 'customer') return { status: 'skipped', reason: 'no card' }
  const opened = await openAttempt(
    invoice.id,
    { id: null, gateway: paymentGateway().name },
    options
  )
  if (typeof opened === 'string') return { status: 'skipped', reason: opened }
  return settleFailed(opened, 'no_payment_method', 'No saved card')
}
