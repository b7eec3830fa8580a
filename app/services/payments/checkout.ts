import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { BillingPeriod, InvoiceStatus, PaymentStatus } from '#enums/billing'
import type User from '#models/user'
import type Invoice from '#models/invoice'
import Payment from '#models/payment'
import PaymentMethod from '#models/payment_method'
import PlanAgreement from '#models/plan_agreement'
import Price from '#models/price'
import type Subscription from '#models/subscription'
import TermsAndCondition from '#models/terms_and_condition'
import membershipService from '#services/membership_service'
import invoiceService from '#services/invoice_service'
import { currentPlansFor } from '#services/current_plans'
import { paymentGateway } from '#services/payments/gateway'
import { CardRejectedError, type ChargeResult } from '#services/payments/payment_gateway'

export type CheckoutInput = {
  priceId: number
  /** The browser-made card token (`tokn_…`); card numbers never reach the server. */
  token: string
  /** The member declared being currently incarcerated (SPEC §1). */
  declaredIncarcerated: boolean
  ip: string | null
  now?: DateTime
}

export type CheckoutRefusal =
  | 'already_member'
  | 'price_unavailable'
  | 'terms_unavailable'
  | 'card_rejected'
  | 'prepaid_card'
  | 'card_declined'

/** A checkout that ended without a membership; nothing of it is stored. */
export class CheckoutError extends Error {
  constructor(
    public reason: CheckoutRefusal,
    public gatewayCode: string | null = null,
    public gatewayMessage: string | null = null
  ) {
    super(gatewayMessage ?? reason)
    this.name = 'CheckoutError'
  }
}

/** Google Pay shows only when a merchant id is configured (SPEC §2.7). */
export function googlePayMerchantId(): string | null {
  return process.env.GOOGLE_PAY_MERCHANT_ID?.trim() || null
}

/** Where 3-D Secure sends the member back (absolute, from APP_URL). */
export function paymentReturnUri() {
  const base = (process.env.APP_URL ?? '').replace(/\/+$/, '')
  return `${base}/get-started/payment/return`
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
    const plans = await currentPlansFor(user)
    if (plans.length > 0) throw new CheckoutError('already_member')
    const price = await Price.query().where('id', input.priceId).where('is_active', true).first()
    if (!price) throw new CheckoutError('price_unavailable')
    const terms = await TermsAndCondition.current()
    if (!terms) throw new CheckoutError('terms_unavailable')

    const gateway = paymentGateway()
    const customer = await gateway.createCustomer({
      email: user.email,
      description: `Lexpat member ${user.id}`,
    })
    const card = await gateway.attachCard(customer.id, input.token).catch((error) => {
      if (error instanceof CardRejectedError) {
        throw new CheckoutError('card_rejected', error.code, error.message)
      }
      throw error
    })
    // SPEC §1: prepaid cards are refused before anything is charged or stored.
    if (card.financing === 'prepaid') throw new CheckoutError('prepaid_card')

    const subscription = await membershipService.apply(user, {
      priceId: price.id,
      declaredIncarcerated: input.declaredIncarcerated,
      appliedAt: now,
    })
    let invoice: Invoice | null = null
    let payment: Payment | null = null
    let charge: ChargeResult
    try {
      invoice = await invoiceService.issue(
        subscription,
        { start: now, end: periodEnd(now, price.billingPeriod) },
        now
      )
      payment = await this.#reserveAttempt(invoice, gateway.name)
      charge = await gateway.charge({
        customerId: customer.id,
        cardId: card.cardId,
        amountSatang: invoice.totalSatang,
        currency: 'THB',
        idempotencyKey: payment.idempotencyKey,
        description: `${invoice.number} / ${subscription.membershipNumber}`,
        initiator: 'customer',
        returnUri: paymentReturnUri(),
        metadata: { invoice: invoice.number, membership: subscription.membershipNumber },
      })
    } catch (error) {
      await this.#undo(subscription, invoice, payment)
      throw error
    }
    if (charge.status !== 'successful') {
      // 3-D Secure (status pending + authorizeUri) is not supported yet: treated as a decline.
      logger.info(
        { userId: user.id, chargeId: charge.id, code: charge.failureCode },
        'checkout charge declined'
      )
      await this.#undo(subscription, invoice, payment)
      throw new CheckoutError(
        'card_declined',
        charge.status === 'pending' ? 'authentication_required' : charge.failureCode,
        charge.failureMessage
      )
    }

    await db.transaction(async (trx) => {
      const method = await PaymentMethod.create(
        {
          userId: user.id,
          gateway: gateway.name,
          gatewayCustomerId: customer.id,
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
      payment!.useTransaction(trx)
      payment!.merge({
        status: PaymentStatus.SUCCESSFUL,
        gatewayChargeId: charge.id,
        paymentMethodId: method.id,
        paidAt: now,
      })
      await payment!.save()
      invoice!.useTransaction(trx)
      invoice!.merge({ status: InvoiceStatus.PAID, paidAt: now })
      await invoice!.save()
      subscription.useTransaction(trx)
      subscription.gatewayCustomerId = customer.id
      await subscription.save()
      await PlanAgreement.create(
        {
          subscriptionId: subscription.id,
          userId: user.id,
          termsVersion: terms.version,
          acceptedAt: now,
          acceptedIp: input.ip,
        },
        { client: trx }
      )
    })
    return { subscription, invoice: invoice!, payment: payment! }
  }

  /**
   * Records the attempt before charging: its unique idempotency key
   * (`invoice-<id>-attempt-<n>`) is what a retry charges again with, and
   * the gateway answers a known key with the charge it already made.
   */
  async #reserveAttempt(invoice: Invoice, gatewayName: Payment['gateway']) {
    return db.transaction(async (trx) => {
      invoice.useTransaction(trx)
      // A freshly created invoice does not carry the column default (0).
      invoice.attemptCount = (invoice.attemptCount ?? 0) + 1
      await invoice.save()
      return Payment.create(
        {
          invoiceId: invoice.id,
          gateway: gatewayName,
          amountSatang: invoice.totalSatang,
          currency: 'THB',
          status: PaymentStatus.PENDING,
          idempotencyKey: `invoice-${invoice.id}-attempt-${invoice.attemptCount}`,
        },
        { client: trx }
      )
    })
  }

  /**
   * A refused checkout leaves nothing of the membership: its rows go in one
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
