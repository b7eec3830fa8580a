import { DateTime } from 'luxon'
import { BillingPeriod, PaymentGateway, PlanSlug, SubscriptionStatus as S } from '#enums/billing'
import PaymentMethod from '#models/payment_method'
import { type SandboxGateway } from '#services/billing/payments/sandbox_gateway'
import { paymentGateway } from '#services/billing/payments/gateway'
import { randomUUID } from 'node:crypto'
import Subscription from '#models/subscription'
import { priceFor } from '#database/factories/billing_factories'
import { UserFactory } from '#database/factories/user_factory'

export const SUCCESS_CARD = '4242424242424242'
export const DECLINED_CARD = '4111111111140011'

export const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

/** The sandbox driver the engine uses in this process (its store is the database). */
export function sandbox() {
  return paymentGateway() as SandboxGateway
}

/**
 * A member whose membership started at `startedAt` with a card saved the
 * way checkout saves it (token → customer card → payment_methods row).
 */
export async function memberWithCard(options: {
  startedAt: DateTime
  period?: BillingPeriod
  card?: string
  locale?: string
  user?: Partial<{ isFreeMember: boolean; isOmiseUser: boolean }>
  state?: 'cancel_pending' | 'custom_created'
  subscription?: Partial<Subscription>
}) {
  const period = options.period ?? BillingPeriod.MONTH
  const price = await priceFor(PlanSlug.PERSONAL, period)
  const user = await UserFactory.merge({ locale: options.locale ?? 'en', ...options.user }).create()
  const start = options.startedAt.toUTC()
  // Not the factory: its definition queries outside the factory's own
  // transaction, which a single SQLite connection cannot serve when the
  // caller is not inside a test transaction (the worker-process tests).
  const subscription = await Subscription.create({
    status: options.state === 'cancel_pending' ? S.CANCEL_PENDING : S.ACTIVE,
    customCreated: options.state === 'custom_created',
    declaredIncarcerated: false,
    membershipNumber: `LX-TEST-${randomUUID().slice(0, 12)}`,
    userId: user.id,
    planId: price.planId,
    priceId: price.id,
    startedAt: start,
    appliedAt: start.minus({ days: 1 }),
    currentPeriodStart: start,
    currentPeriodEnd:
      period === BillingPeriod.YEAR ? start.plus({ years: 1 }) : start.plus({ months: 1 }),
    ...options.subscription,
  })
  const gateway = sandbox()
  const customer = await gateway.createCustomer({ email: user.email, description: user.name })
  const token = await gateway.createToken({
    name: user.name,
    number: options.card ?? SUCCESS_CARD,
    securityCode: '123',
    expirationMonth: 12,
    expirationYear: new Date().getUTCFullYear() + 5,
  })
  const card = await gateway.attachCard(customer.id, token.id)
  const method = await PaymentMethod.create({
    userId: user.id,
    gateway: PaymentGateway.SANDBOX,
    gatewayCustomerId: customer.id,
    gatewayCardId: card.cardId,
    brand: card.brand,
    last4: card.last4,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    financing: card.financing,
    isDefault: true,
  })
  return { user, subscription, price, method, customerId: customer.id }
}

/** Successful sandbox charges of a customer (what the bank statement would show). */
export async function successfulCharges(customerId: string) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const rows = await db
    .from('sandbox_charges')
    .where('customer_id', customerId)
    .where('status', 'successful')
    .count('* as total')
  return Number(rows[0].total)
}
