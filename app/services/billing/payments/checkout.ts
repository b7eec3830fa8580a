import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  BillingPeriod,
  InvoiceStatus,
  PaymentMethodKind,
  PaymentStatus,
  SubscriptionStatus,
} from '#enums/billing'
import type User from '#models/user'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import PaymentMethod from '#models/payment_method'
import PlanAgreement from '#models/plan_agreement'
import Price from '#models/price'
import Subscription from '#models/subscription'
import TermsAndCondition from '#models/terms_and_condition'
import type { ContentLocale } from '#enums/content'
import membershipService from '#services/memberships/membership_service'
import invoiceService from '#services/billing/invoice_service'
import { currentPlansFor } from '#services/memberships/current_plans'
import { paymentGateway } from '#services/billing/payments/gateway'
import {
  CardRejectedError,
  GatewayError,
  type AttachedCard,
  type ChargeResult,
} from '#services/billing/payments/payment_gateway'
import { crashPoint } from '#services/billing/crash_points'
import { settleEarlierAttempts } from '#services/billing/reconcile'
import { settleCharge } from '#services/billing/payments/settle_charge'
import { monthlyNeedsCard } from '#services/billing/promptpay'
import { attachAcceptedCard } from '#services/billing/payments/accepted_card'
import { PAYMENT_ERROR_CODES } from '#services/billing/payments/error_messages'
import { Refusal } from '#exceptions/refusal'
import { recordQr } from '#services/billing/charges'

export type CheckoutInput = {
  priceId: number
  /** `card` (default) or `promptpay` (an annual plan's first payment only, DESIGN §11). */
  method?: PaymentMethodKind
  /** The browser-made card token (`tokn_…`); card numbers never reach the server. */
  token: string | null
  /** The member declared being currently incarcerated (SPEC §1). */
  declaredIncarcerated: boolean
  /** The terms version and language the member read and accepted on the page. */
  termsVersion: string
  termsLocale: ContentLocale
  ip: string | null
  now?: DateTime
}

export type CheckoutRefusal =
  | 'already_member'
  | 'price_unavailable'
  | 'terms_unavailable'
  | 'terms_changed'
  | 'card_rejected'
  | 'prepaid_card'
  | 'card_declined'
  | 'gateway_unavailable'

/**
 * A checkout that ended without a membership (a failed charge stays as a
 * failed payment record), shown under the field it concerns.
 */
export function checkoutRefusal(
  reason: CheckoutRefusal,
  gatewayCode: string | null = null,
  gatewayMessage: string | null = null
): Refusal {
  switch (reason) {
    case 'price_unavailable':
      return new Refusal(reason, 'checkout.errors.price_unavailable', { field: 'price_id' })
    case 'terms_unavailable':
    case 'terms_changed':
      return new Refusal(reason, `checkout.errors.${reason}`, { field: 'terms' })
    case 'already_member':
      return new Refusal(reason, 'checkout.already_member', { status: 409 })
    case 'prepaid_card':
      return new Refusal(reason, 'checkout.errors.prepaid_card', { field: 'card_number' })
    case 'card_rejected':
      return new Refusal(
        reason,
        gatewayCode && PAYMENT_ERROR_CODES.includes(gatewayCode)
          ? `payments.errors.${gatewayCode}`
          : 'checkout.errors.card_rejected',
        { field: 'card_number' }
      )
    case 'gateway_unavailable':
      return new Refusal(reason, 'checkout.errors.gateway_unavailable', {
        field: 'card_number',
        status: 503,
      })
    default:
      return new Refusal(reason, declineKey(gatewayCode), {
        field: 'card_number',
        data: { reason: gatewayMessage ?? gatewayCode ?? '' },
      })
  }
}

/** The text of a decline code: `payments.errors.<code>`, else the generic text with the reason. */
export function declineKey(code: string | null) {
  if (code && PAYMENT_ERROR_CODES.includes(code)) return `payments.errors.${code}`
  if (code === 'authentication_required') return 'checkout.declines.authentication_required'
  return 'checkout.declines.generic'
}

/** Google Pay shows only when a merchant id is configured (SPEC §2.7). */
export function googlePayMerchantId(): string | null {
  return process.env.GOOGLE_PAY_MERCHANT_ID?.trim() || null
}

/** Where a paid checkout leads (the confirmation step). */
export const CONFIRMATION_PATH = '/get-started/confirmation'

/** Where 3-D Secure sends the member back (absolute, from APP_URL). */
export function paymentReturnUri(paymentId: number) {
  const base = (process.env.APP_URL ?? '').replace(/\/+$/, '')
  return `${base}/get-started/payment/return?payment=${paymentId}`
}

/** A charge call refused before any charge existed, as a failed result to record. */
function failedWithoutCharge(error: unknown): ChargeResult {
  const known = error instanceof CardRejectedError || error instanceof GatewayError
  return {
    id: '',
    status: 'failed',
    amountSatang: 0,
    failureCode: known ? error.code : 'failed_processing',
    failureMessage: known ? error.message : null,
    authorizeUri: null,
    metadata: {},
    refundedSatang: 0,
    createdAt: new Date(),
  }
}

function periodEnd(start: DateTime, period: BillingPeriod) {
  return period === BillingPeriod.YEAR ? start.plus({ years: 1 }) : start.plus({ months: 1 })
}

/**
 * One checkout at a time per member in this process, so a double click or a
 * refresh waits for the first submission and then finds the membership it
 * made instead of charging again. (Several web processes additionally rely
 * on the unique idempotency key of payments.)
 */
const running = new Map<number, Promise<unknown>>()

async function oneAtATime<T>(key: number, task: () => Promise<T>): Promise<T> {
  const previous = running.get(key) ?? Promise.resolve()
  const current = previous.then(task, task)
  const settled = current.then(
    () => undefined,
    () => undefined
  )
  running.set(key, settled)
  try {
    return await current
  } finally {
    if (running.get(key) === settled) running.delete(key)
  }
}

/**
 * Sign-up checkout (SPEC §2.7, DESIGN §4): card → membership (pending
 * review) → plan agreement → first invoice → one charge → invoice paid.
 * The card number and security code go to the gateway only; we keep its ids,
 * the brand, last four digits and expiry.
 */
export class Checkout {
  async run(user: User, input: CheckoutInput) {
    return oneAtATime(user.id, () => this.#run(user, input))
  }

  async #run(user: User, input: CheckoutInput) {
    const now = (input.now ?? DateTime.utc()).toUTC()
    const resumed = await this.#resumeUnfinished(user, now)
    if (resumed) return resumed
    const plans = await currentPlansFor(user)
    if (plans.length > 0) throw checkoutRefusal('already_member')
    const price = await Price.query().where('id', input.priceId).where('is_active', true).first()
    if (!price) throw checkoutRefusal('price_unavailable')
    const terms = await TermsAndCondition.current()
    if (!terms) throw checkoutRefusal('terms_unavailable')
    // The member accepts the text they were shown: a version published since,
    // or a language the version has no text in, must be read again first.
    if (
      terms.version !== input.termsVersion ||
      terms.textFor(input.termsLocale).locale !== input.termsLocale
    ) {
      throw checkoutRefusal('terms_changed')
    }
    if (input.method === PaymentMethodKind.PROMPTPAY) {
      return this.#runPromptPay(user, input, price, terms, now)
    }
    if (!input.token)
      throw new Refusal('token_invalid', 'checkout.errors.token_invalid', { field: 'card_number' })

    const gateway = paymentGateway()
    const customer = await gateway.createCustomer({
      email: user.email,
      description: `Lexpat member ${user.id}`,
    })
    // SPEC §1, DESIGN §10: prepaid cards are refused before anything is charged or stored.
    const card = await attachAcceptedCard(gateway, customer.id, input.token!).catch((error) => {
      if (error instanceof Refusal && error.code === 'prepaid_card') {
        throw checkoutRefusal('prepaid_card')
      }
      if (error instanceof CardRejectedError) {
        throw checkoutRefusal('card_rejected', error.code, error.message)
      }
      throw error
    })

    const subscription = await this.#apply(user, input, price, now)
    let invoice: Invoice | null = null
    let payment: Payment | null = null
    try {
      invoice = await this.#firstInvoice(subscription, price, now)
      payment = await this.#reserveAttempt(invoice, gateway.name, (trx) =>
        this.#recordCardAndTerms(trx, {
          user,
          subscription,
          customerId: customer.id,
          card,
          terms,
          input,
          now,
        })
      )
    } catch (error) {
      // Nothing was charged: the membership and its numbers go back.
      await this.#undo(subscription, invoice, payment)
      throw error
    }
    return this.#charge({
      user,
      subscription,
      invoice,
      payment,
      customerId: customer.id,
      cardId: card.cardId,
      now,
    })
  }

  /**
   * The first payment of an annual plan by PromptPay (DESIGN §11): the
   * membership (pending review), its invoice, the accepted terms and the
   * attempt are committed, then the QR charge is made. No card is stored;
   * the member pays the QR on its page (an expired QR is renewed there).
   * A monthly plan renews on a card, so its first payment needs one.
   */
  async #runPromptPay(
    user: User,
    input: CheckoutInput,
    price: Price,
    terms: TermsAndCondition,
    now: DateTime
  ) {
    if (price.billingPeriod !== BillingPeriod.YEAR) throw monthlyNeedsCard('method')
    const gateway = paymentGateway()
    const subscription = await this.#apply(user, input, price, now)
    let invoice: Invoice | null = null
    let payment: Payment | null = null
    try {
      invoice = await this.#firstInvoice(subscription, price, now)
      payment = await this.#reserveAttempt(
        invoice,
        gateway.name,
        async (trx) => {
          await this.#acceptTerms(trx, { subscription, user, terms, input, now })
          return null
        },
        { method: PaymentMethodKind.PROMPTPAY, returnPath: CONFIRMATION_PATH }
      )
    } catch (error) {
      await this.#undo(subscription, invoice, payment)
      throw error
    }
    crashPoint('before_charge')
    let charge: ChargeResult
    try {
      charge = await gateway.chargePromptPay({
        amountSatang: invoice.totalSatang,
        currency: 'THB',
        idempotencyKey: payment.idempotencyKey,
        description: `${invoice.number} / ${subscription.membershipNumber}`,
        returnUri: paymentReturnUri(payment.id),
        metadata: { invoice: invoice.number, membership: subscription.membershipNumber },
      })
    } catch (error) {
      // Unknown outcome: the attempt stays pending; the QR page and reconcile find it by key.
      logger.error({ err: error, paymentId: payment.id }, 'checkout promptpay charge failed')
      throw checkoutRefusal('gateway_unavailable')
    }
    crashPoint('after_charge')
    await recordQr(payment, charge)
    await settleCharge(payment, charge, now)
    await payment.refresh()
    return {
      subscription,
      invoice,
      payment,
      status: 'pending' as const,
      authorizeUri: null,
    }
  }

  /**
   * The card, the member's customer and the accepted terms are committed
   * with the attempt, before any money moves: a process that dies after the
   * charge leaves a membership that renews on that card under those terms.
   */
  async #recordCardAndTerms(
    trx: TransactionClientContract,
    record: {
      user: User
      subscription: Subscription
      customerId: string
      card: AttachedCard
      terms: TermsAndCondition
      input: CheckoutInput
      now: DateTime
    }
  ) {
    const { user, subscription, customerId, card, terms, input, now } = record
    const method = await PaymentMethod.create(
      {
        userId: user.id,
        gateway: paymentGateway().name,
        gatewayCustomerId: customerId,
        gatewayCardId: card.cardId,
        brand: card.brand,
        last4: card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        financing: card.financing || null,
        isDefault: true,
      },
      { client: trx }
    )
    await trx
      .from('subscriptions')
      .where('id', subscription.id)
      .update({ gateway_customer_id: customerId })
    subscription.gatewayCustomerId = customerId
    await this.#acceptTerms(trx, { subscription, user, terms, input, now })
    return method
  }

  /**
   * A checkout submitted again after the first one died mid-way (the
   * application, its invoice and an attempt exist; the member saw no
   * answer): the gateway is asked about the earlier attempts by key first.
   * Paid there → the checkout's result, nothing charged again; still
   * pending → the member waits (already_member leads to the confirmation);
   * never charged → a new attempt on the same invoice with the card the
   * application recorded.
   */
  async #resumeUnfinished(user: User, now: DateTime) {
    const subscription = await Subscription.query()
      .where('user_id', user.id)
      .where('status', SubscriptionStatus.PENDING_REVIEW)
      .whereHas('invoices', (invoices) => invoices.where('status', InvoiceStatus.OPEN))
      .orderBy('id', 'desc')
      .first()
    if (!subscription) return null
    const invoice = await Invoice.query()
      .where('subscription_id', subscription.id)
      .where('status', InvoiceStatus.OPEN)
      .orderBy('id', 'asc')
      .firstOrFail()
    const earlier = await Payment.query()
      .where('invoice_id', invoice.id)
      .whereNotNull('payment_method_id')
      .orderBy('id', 'desc')
      .preload('paymentMethod')
      .first()
    if (!earlier?.paymentMethod) return null
    let state
    try {
      state = await settleEarlierAttempts(invoice.id)
    } catch (error) {
      logger.error({ err: error, invoiceId: invoice.id }, 'checkout: earlier attempt unknown')
      throw checkoutRefusal('gateway_unavailable')
    }
    await invoice.refresh()
    if (state === 'paid') {
      const payment = await Payment.query()
        .where('invoice_id', invoice.id)
        .where('status', PaymentStatus.SUCCESSFUL)
        .firstOrFail()
      return { subscription, invoice, payment, status: 'successful' as const, authorizeUri: null }
    }
    if (state === 'pending' || invoice.status !== InvoiceStatus.OPEN) {
      throw checkoutRefusal('already_member')
    }
    const method = earlier.paymentMethod
    const payment = await this.#reserveAttempt(invoice, method.gateway, async () => method)
    return this.#charge({
      user,
      subscription,
      invoice,
      payment,
      customerId: method.gatewayCustomerId,
      cardId: method.gatewayCardId,
      now,
    })
  }

  async #charge(attempt: {
    user: User
    subscription: Subscription
    invoice: Invoice
    payment: Payment
    customerId: string
    cardId: string
    now: DateTime
  }) {
    const { user, subscription, invoice, payment, customerId, cardId, now } = attempt
    const gateway = paymentGateway()
    crashPoint('before_charge')
    const request = {
      customerId,
      cardId,
      amountSatang: invoice.totalSatang,
      currency: 'THB' as const,
      idempotencyKey: payment.idempotencyKey,
      description: `${invoice.number} / ${subscription.membershipNumber}`,
      initiator: 'customer' as const,
      returnUri: paymentReturnUri(payment.id),
      metadata: { invoice: invoice.number, membership: subscription.membershipNumber },
    }
    let charge: ChargeResult
    try {
      charge = await gateway.charge(request)
    } catch (error) {
      // The call failed: did the charge happen anyway? The key says.
      const found = await gateway.findChargeByKey(payment.idempotencyKey).catch(() => undefined)
      if (found === undefined) {
        // Unknown: the attempt stays pending for the reconcile job, the membership waits.
        logger.error({ err: error, paymentId: payment.id }, 'checkout charge outcome unknown')
        throw checkoutRefusal('gateway_unavailable')
      }
      if (found === null) {
        const code = error instanceof CardRejectedError || error instanceof GatewayError
        await settleCharge(payment, failedWithoutCharge(error), now)
        throw checkoutRefusal(
          'card_declined',
          code ? (error as CardRejectedError).code : 'failed_processing',
          code ? (error as Error).message : null
        )
      }
      charge = found
    }
    crashPoint('after_charge')

    const settled = await settleCharge(payment, charge, now)
    if (charge.status === 'failed') {
      logger.info(
        { userId: user.id, chargeId: charge.id, code: charge.failureCode },
        'checkout charge declined'
      )
      throw checkoutRefusal('card_declined', charge.failureCode, charge.failureMessage)
    }
    await payment.refresh()
    await invoice.refresh()
    return {
      subscription,
      invoice,
      payment,
      status: settled.outcome === 'pending' ? ('pending' as const) : ('successful' as const),
      authorizeUri: settled.outcome === 'pending' ? charge.authorizeUri : null,
    }
  }

  /**
   * Records the attempt before charging: its unique idempotency key
   * (`invoice-<id>-attempt-<n>`) is what every later look-up finds the
   * charge by, with the card it charges (and, for a new application, the
   * accepted terms: `record`) in the same transaction.
   */
  async #reserveAttempt(
    invoice: Invoice,
    gatewayName: Payment['gateway'],
    record: (trx: TransactionClientContract) => Promise<PaymentMethod | null>,
    kind: { method: PaymentMethodKind; returnPath: string | null } = {
      method: PaymentMethodKind.CARD,
      returnPath: null,
    }
  ) {
    return db.transaction(async (trx) => {
      const method = await record(trx)
      invoice.useTransaction(trx)
      // A freshly created invoice does not carry the column default (0).
      invoice.attemptCount = (invoice.attemptCount ?? 0) + 1
      await invoice.save()
      return Payment.create(
        {
          invoiceId: invoice.id,
          paymentMethodId: method?.id ?? null,
          gateway: gatewayName,
          amountSatang: invoice.totalSatang,
          currency: 'THB',
          status: PaymentStatus.PENDING,
          idempotencyKey: `invoice-${invoice.id}-attempt-${invoice.attemptCount}`,
          initiator: 'customer',
          method: kind.method,
          returnPath: kind.returnPath,
        },
        { client: trx }
      )
    })
  }

  /** The member accepted these terms, in this language, from this address, with the application. */
  #acceptTerms(
    trx: TransactionClientContract,
    at: {
      subscription: Subscription
      user: User
      terms: TermsAndCondition
      input: CheckoutInput
      now: DateTime
    }
  ) {
    return PlanAgreement.create(
      {
        subscriptionId: at.subscription.id,
        userId: at.user.id,
        termsVersion: at.terms.version,
        termsLocale: at.input.termsLocale,
        acceptedAt: at.now,
        acceptedIp: at.input.ip,
      },
      { client: trx }
    )
  }

  /** The application, as the member chose it: the plan's price, declared facts, when. */
  #apply(user: User, input: CheckoutInput, price: Price, now: DateTime) {
    return membershipService.apply(user, {
      priceId: price.id,
      declaredIncarcerated: input.declaredIncarcerated,
      appliedAt: now,
    })
  }

  /** The invoice of the membership's first period, from now. */
  #firstInvoice(subscription: Subscription, price: Price, now: DateTime) {
    return invoiceService.issue(
      subscription,
      { start: now, end: periodEnd(now, price.billingPeriod) },
      now
    )
  }

  /**
   * A checkout that failed before any charge was attempted leaves nothing
   * of the membership (a failed charge is kept instead: see settleCharge): its rows go in one
   * transaction and the membership and invoice numbers return to their
   * sequences when no later number was taken. The rows were committed
   * before the charge on purpose: no database lock is held across the call
   * to the gateway, and a crash mid-charge leaves a pending payment with its
   * idempotency key to reconcile.
   */
  async #undo(subscription: Subscription, invoice: Invoice | null, payment: Payment | null) {
    await db.transaction(async (trx) => {
      if (payment) await Payment.query({ client: trx }).where('id', payment.id).delete()
      if (invoice) {
        await trx.from('invoices').where('id', invoice.id).delete()
        await giveBackNumberIn(trx, 'invoice', invoice.number)
      }
      await trx.from('plan_agreements').where('subscription_id', subscription.id).delete()
      await trx.from('subscriptions').where('id', subscription.id).delete()
      await giveBackNumberIn(trx, 'membership', subscription.membershipNumber)
    })
  }
}

/** Gives a number back to its sequence when nobody took a later one. */
async function giveBackNumberIn(
  client: TransactionClientContract,
  sequence: 'membership' | 'invoice',
  formatted: string
) {
  const match = /^[A-Z]+-(\d{4})-(\d+)$/.exec(formatted)
  if (!match) return
  await client.rawQuery(
    'UPDATE number_sequences SET last_value = last_value - 1 WHERE name = ? AND year = ? AND last_value = ?',
    [sequence, Number(match[1]), Number(match[2])]
  )
}

export default new Checkout()
