import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Price from '#models/price'
import Payment from '#models/payment'
import PaymentMethod from '#models/payment_method'
import PlanAgreement from '#models/plan_agreement'
import TermsAndCondition from '#models/terms_and_condition'
import Subscription from '#models/subscription'
import { roleIdFor, RoleSlug } from '#enums/role'
import {
  BillingPeriod,
  DependantRelation,
  InvoiceStatus,
  PaymentGateway,
  PaymentStatus,
  PlanSlug,
} from '#enums/billing'
import membershipService from '#services/memberships/membership_service'
import lifecycle from '#services/memberships/subscription_lifecycle'
import invoiceService from '#services/billing/invoice_service'
import { DEMO_PASSWORD } from '#database/seed/demo_accounts'

/**
 * Members in every state worth trying (DESIGN §3), with a year of invoices
 * and payments (some failed). Development only; running it twice changes
 * nothing (a member that exists is left alone).
 */
export type DemoMember = {
  email: string
  name: string
  state: string
  plan: PlanSlug
  period: BillingPeriod
  /** Months since the membership started. */
  months: number
  flags?: Partial<Pick<User, 'isFreeMember' | 'isOmiseUser' | 'nationality' | 'country'>>
  customCreated?: boolean
}

/** The demo member's partner, who signs in with a login of their own (DESIGN §11). */
export const DEMO_PARTNER_EMAIL = 'partner@lexpat.test'

export const DEMO_MEMBERS: DemoMember[] = [
  {
    email: 'member@lexpat.test',
    name: 'Maya Member',
    state: 'Personal, active, partner and two children',
    plan: PlanSlug.PERSONAL,
    period: BillingPeriod.MONTH,
    months: 12,
  },
  {
    email: 'free@lexpat.test',
    name: 'Frank Free',
    state: 'free member',
    plan: PlanSlug.PERSONAL,
    period: BillingPeriod.YEAR,
    months: 3,
    flags: { isFreeMember: true },
  },
  {
    email: 'business@lexpat.test',
    name: 'Bangkok Bistro Co., Ltd.',
    state: 'Business, active, annual',
    plan: PlanSlug.BUSINESS,
    period: BillingPeriod.YEAR,
    months: 5,
  },
  {
    email: 'omise@lexpat.test',
    name: 'Olga Omise',
    state: 'Personal, billed through Omise',
    plan: PlanSlug.PERSONAL,
    period: BillingPeriod.MONTH,
    months: 8,
    flags: { isOmiseUser: true },
  },
  {
    email: 'custom@lexpat.test',
    name: 'Chai Custom',
    state: 'Business, custom_created plan',
    plan: PlanSlug.BUSINESS,
    period: BillingPeriod.MONTH,
    months: 6,
    customCreated: true,
  },
  {
    email: 'pastdue@lexpat.test',
    name: 'Peter Pastdue',
    state: 'Personal, past_due (card declined)',
    plan: PlanSlug.PERSONAL,
    period: BillingPeriod.MONTH,
    months: 7,
  },
  {
    email: 'cancelling@lexpat.test',
    name: 'Clara Cancelling',
    state: 'Personal, cancel_pending',
    plan: PlanSlug.PERSONAL,
    period: BillingPeriod.MONTH,
    months: 9,
  },
  {
    email: 'cancelled@lexpat.test',
    name: 'Carl Cancelled',
    state: 'Personal, cancelled',
    plan: PlanSlug.PERSONAL,
    period: BillingPeriod.MONTH,
    months: 11,
  },
  {
    email: 'pending@lexpat.test',
    name: 'Priya Pending',
    state: 'Business, pending_review',
    plan: PlanSlug.BUSINESS,
    period: BillingPeriod.MONTH,
    months: 0,
  },
]

const CARDS = [
  { brand: 'Visa', last4: '4242' },
  { brand: 'MasterCard', last4: '4444' },
  { brand: 'Visa', last4: '1111' },
]

export async function seedBillingDemo(now: DateTime = DateTime.utc()) {
  for (const [index, member] of DEMO_MEMBERS.entries()) {
    let user = await User.findBy('email', member.email)
    if (user && (await Subscription.query().where('user_id', user.id).first())) continue
    user ??= await User.create({
      email: member.email,
      name: member.name,
      roleId: roleIdFor(RoleSlug.USER),
      password: DEMO_PASSWORD,
      country: 'Thailand',
      nationality:
        member.flags?.nationality ??
        ['British', 'German', 'Australian', 'American', 'Thai'][index % 5],
      locale: 'en',
      emailVerifiedAt: now.minus({ months: member.months + 1 }),
      isFreeMember: member.flags?.isFreeMember ?? false,
      isOmiseUser: member.flags?.isOmiseUser ?? false,
    })
    await seedMembership(user, member, index, now)
  }
}

async function seedMembership(user: User, member: DemoMember, index: number, now: DateTime) {
  const price = await Price.query()
    .where('billing_period', member.period)
    .where('is_active', true)
    .whereHas('plan', (plan) => plan.where('slug', member.plan))
    .firstOrFail()
  // Current periods end a few days from now, so nobody is overdue on day one.
  const appliedAt =
    member.months === 0
      ? now.minus({ hours: 5 })
      : now.minus({ months: member.months }).plus({ days: 3 })
  const subscription = await membershipService.apply(user, {
    priceId: price.id,
    customCreated: member.customCreated,
    appliedAt,
  })
  // The version seeded by seedTerms, so the member can read what they accepted.
  const terms = await TermsAndCondition.current()
  await PlanAgreement.create({
    subscriptionId: subscription.id,
    userId: user.id,
    termsVersion: terms?.version ?? '1.0',
    acceptedAt: appliedAt,
    acceptedIp: `203.0.113.${10 + index}`,
  })
  if (member.months === 0) return

  const card = member.flags?.isFreeMember
    ? null
    : await PaymentMethod.create({
        userId: user.id,
        gateway: member.flags?.isOmiseUser ? PaymentGateway.OMISE : PaymentGateway.SANDBOX,
        gatewayCustomerId: `cust_demo_${user.id}`,
        gatewayCardId: `card_demo_${user.id}`,
        ...CARDS[index % CARDS.length],
        expiryMonth: 12,
        expiryYear: now.year + 2,
        financing: 'credit',
        isDefault: true,
      })

  await lifecycle.approve(subscription, appliedAt.plus({ hours: 20 }))
  if (member.plan === PlanSlug.PERSONAL && member.email === 'member@lexpat.test') {
    // The partner has a login of their own on this membership (DESIGN §11).
    const partnerLogin =
      (await User.findBy('email', DEMO_PARTNER_EMAIL)) ??
      (await User.create({
        email: DEMO_PARTNER_EMAIL,
        name: 'Daniel Member',
        roleId: roleIdFor(RoleSlug.USER),
        password: DEMO_PASSWORD,
        partnerOfUserId: user.id,
        country: 'Thailand',
        nationality: 'British',
        locale: 'en',
        emailVerifiedAt: now,
      }))
    await subscription.related('partner').create({
      name: 'Daniel Member',
      email: DEMO_PARTNER_EMAIL,
      dateOfBirth: DateTime.fromISO('1984-03-09'),
      nationality: 'British',
      userId: partnerLogin.id,
      invitedAt: now.minus({ days: 30 }),
    })
    await subscription.related('dependants').createMany([
      {
        name: 'Lily Member',
        dateOfBirth: now.minus({ years: 9 }).startOf('day'),
        relation: DependantRelation.CHILD,
        livesAtHome: true,
        underGuardianship: false,
      },
      {
        name: 'Noah Member',
        dateOfBirth: now.minus({ years: 19 }).startOf('day'),
        relation: DependantRelation.CHILD,
        livesAtHome: true,
        underGuardianship: false,
      },
    ])
  }

  // A year of billing: one invoice per period, paid, except where a card was declined.
  const periods = member.period === BillingPeriod.YEAR ? 1 : member.months
  for (let period = 0; period < periods; period++) {
    await subscription.refresh()
    const start = subscription.currentPeriodStart!
    const end = subscription.currentPeriodEnd!
    if (start > now) break
    if (member.flags?.isFreeMember) break
    const invoice = await invoiceService.issue(subscription, { start, end }, start)
    const declined = member.email === 'pastdue@lexpat.test' && period === periods - 1
    const retriedOnce = period === 2 && member.email === 'member@lexpat.test'
    if (retriedOnce) {
      await recordPayment(invoice.id, card, PaymentStatus.FAILED, start.plus({ minutes: 1 }), 1)
    }
    if (declined) {
      await recordPayment(invoice.id, card, PaymentStatus.FAILED, start.plus({ minutes: 1 }), 1)
      await recordPayment(invoice.id, card, PaymentStatus.FAILED, start.plus({ days: 3 }), 2)
      invoice.merge({ attemptCount: 2, nextAttemptAt: start.plus({ days: 7 }) })
      await invoice.save()
      await lifecycle.markPastDue(subscription)
      break
    }
    const paidAt = start.plus({ minutes: retriedOnce ? 90 : 1 })
    await recordPayment(invoice.id, card, PaymentStatus.SUCCESSFUL, paidAt, retriedOnce ? 2 : 1)
    invoice.merge({ status: InvoiceStatus.PAID, paidAt, attemptCount: retriedOnce ? 2 : 1 })
    await invoice.save()
    if (period < periods - 1) {
      await lifecycle.renew(subscription)
    }
  }

  if (member.email === 'cancelling@lexpat.test') {
    await lifecycle.requestCancellation(subscription, {
      channel: 'email',
      reason: 'Moving back to Europe next month.',
      requestedAt: now.minus({ days: 10 }),
    })
  }
  if (member.email === 'cancelled@lexpat.test') {
    await lifecycle.requestCancellation(subscription, {
      channel: 'written',
      reason: 'The company now has an in-house lawyer.',
      requestedAt: now.minus({ days: 45 }),
    })
    await lifecycle.completeDueCancellations(now)
  }
}

async function recordPayment(
  invoiceId: number,
  card: PaymentMethod | null,
  status: PaymentStatus,
  at: DateTime,
  attempt: number
) {
  const invoice = await db.from('invoices').where('id', invoiceId).firstOrFail()
  const failed = status === PaymentStatus.FAILED
  await Payment.create({
    invoiceId,
    paymentMethodId: card?.id ?? null,
    gateway: card?.gateway ?? PaymentGateway.SANDBOX,
    gatewayChargeId: `chrg_demo_${invoiceId}_${attempt}`,
    amountSatang: Number(invoice.total_satang),
    currency: 'THB',
    status,
    failureCode: failed ? 'insufficient_fund' : null,
    failureMessage: failed ? 'The card was declined: insufficient funds.' : null,
    idempotencyKey: `invoice-${invoiceId}-attempt-${attempt}`,
    paidAt: failed ? null : at.toUTC(),
  })
}
