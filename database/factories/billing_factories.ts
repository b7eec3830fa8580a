import { DateTime } from 'luxon'
import factory from '@adonisjs/lucid/factories'
import Subscription from '#models/subscription'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import Price from '#models/price'
import {
  BillingPeriod,
  InvoiceStatus,
  PaymentGateway,
  PaymentStatus,
  PlanSlug,
  SubscriptionStatus,
} from '#enums/billing'
import { splitVatInclusive } from '#support/money'
import { UserFactory } from '#database/factories/user_factory'

/** The seeded (lookup) price of a plan and period. */
export async function priceFor(plan: PlanSlug, period: BillingPeriod = BillingPeriod.MONTH) {
  return Price.query()
    .where('billing_period', period)
    .where('is_active', true)
    .whereHas('plan', (query) => query.where('slug', plan))
    .preload('plan')
    .firstOrFail()
}

const start = () => DateTime.utc().minus({ months: 2 }).startOf('second')

export const SubscriptionFactory = factory
  .define(Subscription, async ({ faker }) => {
    const price = await priceFor(PlanSlug.PERSONAL)
    const startedAt = start()
    return {
      planId: price.planId,
      priceId: price.id,
      membershipNumber: `LX-TEST-${faker.string.numeric(10)}`,
      status: SubscriptionStatus.ACTIVE,
      customCreated: false,
      declaredIncarcerated: false,
      appliedAt: startedAt.minus({ days: 1 }),
      startedAt,
      currentPeriodStart: startedAt.plus({ months: 2 }),
      currentPeriodEnd: startedAt.plus({ months: 3 }),
    }
  })
  .state('pending_review', (row) => {
    row.status = SubscriptionStatus.PENDING_REVIEW
    row.startedAt = null
    row.currentPeriodStart = null
    row.currentPeriodEnd = null
  })
  .state('past_due', (row) => (row.status = SubscriptionStatus.PAST_DUE))
  .state('suspended', (row) => {
    row.status = SubscriptionStatus.SUSPENDED
    row.suspendedAt = DateTime.utc().minus({ days: 3 }).startOf('second')
  })
  .state('cancel_pending', (row) => {
    row.status = SubscriptionStatus.CANCEL_PENDING
    row.cancelRequestedAt ??= DateTime.utc().minus({ days: 5 }).startOf('second')
    row.cancelEffectiveAt ??= row.cancelRequestedAt.plus({ days: 30 })
  })
  .state('cancelled', (row) => {
    row.status = SubscriptionStatus.CANCELLED
    row.cancelledAt = DateTime.utc().minus({ days: 1 }).startOf('second')
  })
  .state('reactivation', (row) => (row.status = SubscriptionStatus.REACTIVATION))
  .state('rejected', (row) => {
    row.status = SubscriptionStatus.REJECTED
    row.rejectionReason = 'Identity could not be verified.'
  })
  .state('custom_created', (row) => (row.customCreated = true))
  .relation('user', () => UserFactory)
  .build()

export const InvoiceFactory = factory
  .define(Invoice, ({ faker }) => {
    const issuedAt = DateTime.utc().minus({ days: 10 }).startOf('second')
    return {
      number: `INV-TEST-${faker.string.numeric(10)}`,
      periodStart: issuedAt,
      periodEnd: issuedAt.plus({ months: 1 }),
      ...splitVatInclusive(79_500),
      status: InvoiceStatus.OPEN,
      billToName: faker.person.fullName(),
      billToEmail: faker.internet.email().toLowerCase(),
      issuedAt,
      attemptCount: 0,
    }
  })
  .state('paid', (row) => {
    row.status = InvoiceStatus.PAID
    row.paidAt = row.issuedAt
  })
  .build()

export const PaymentFactory = factory
  .define(Payment, ({ faker }) => ({
    gateway: PaymentGateway.SANDBOX,
    gatewayChargeId: `chrg_test_${faker.string.alphanumeric(16)}`,
    amountSatang: 79_500,
    currency: 'THB',
    status: PaymentStatus.SUCCESSFUL,
    idempotencyKey: `test-${faker.string.uuid()}`,
    paidAt: DateTime.utc().startOf('second'),
  }))
  .state('failed', (row) => {
    row.status = PaymentStatus.FAILED
    row.failureCode = 'insufficient_fund'
    row.failureMessage = 'The card was declined: insufficient funds.'
    row.paidAt = null
  })
  .build()
