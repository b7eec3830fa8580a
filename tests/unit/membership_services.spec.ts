import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { BillingPeriod, EntitlementKind, PlanSlug, SubscriptionStatus as S } from '#enums/billing'
import Subscription from '#models/subscription'
import User from '#models/user'
import Plan from '#models/plan'
import lifecycle from '#services/memberships/subscription_lifecycle'
import membershipService from '#services/memberships/membership_service'
import invoiceService from '#services/billing/invoice_service'
import { nextNumber, nextSequenceValue } from '#services/platform/number_sequence'
import { recordUsage, usageFor } from '#services/memberships/entitlements'
import { currentPlansFor } from '#services/memberships/current_plans'
import { seedPlans } from '#database/seed/plans'
import { seedDemoAccounts } from '#database/seed/demo_accounts'
import { seedBillingDemo } from '#database/seed/billing_demo'
import {
  InvoiceFactory,
  PaymentFactory,
  priceFor,
  SubscriptionFactory,
} from '#database/factories/billing_factories'
import { countRows, createUser, useDatabase } from '#tests/helpers'
import i18nManager from '@adonisjs/i18n/services/main'
import { Refusal } from '#exceptions/refusal'

/** `work` is refused, and the refusal reads (in English) as `pattern` says. */
async function assertRefused(assert: any, work: () => Promise<unknown>, pattern: RegExp) {
  const refusal = await work().then(
    () => null,
    (error) => error
  )
  assert.instanceOf(refusal, Refusal)
  assert.match(i18nManager.locale('en').t(refusal.key, refusal.data), pattern)
}

const utc = (iso: string) => DateTime.fromISO(iso, { zone: 'utc' })

async function subscriptionOn(
  plan: PlanSlug,
  period: BillingPeriod,
  startedAt: DateTime,
  state?: string
) {
  const price = await priceFor(plan, period)
  const builder = state ? SubscriptionFactory.apply(state as 'past_due') : SubscriptionFactory
  return builder
    .with('user')
    .merge({
      planId: price.planId,
      priceId: price.id,
      startedAt,
      currentPeriodStart: startedAt,
      currentPeriodEnd: startedAt.plus(
        period === BillingPeriod.YEAR ? { years: 1 } : { months: 1 }
      ),
    })
    .create()
}

test.group('Subscription lifecycle', (group) => {
  useDatabase(group)

  test('[spec 4] a refused transition is a refusal with its code and changes nothing', async ({
    assert,
  }) => {
    const subscription = await SubscriptionFactory.with('user').apply('cancelled').create()
    const refusal = await lifecycle.transition(subscription, S.ACTIVE).catch((error) => error)
    assert.instanceOf(refusal, Refusal)
    assert.equal(refusal.code, 'E_INVALID_TRANSITION')
    assert.equal(refusal.status, 409)
    const fresh = await Subscription.findOrFail(subscription.id)
    assert.equal(fresh.status, S.CANCELLED)
  })

  test('[spec 1] approving an application starts the membership and its first period', async ({
    assert,
  }) => {
    const user = await createUser()
    const price = await priceFor(PlanSlug.PERSONAL, BillingPeriod.YEAR)
    const subscription = await membershipService.apply(user, { priceId: price.id })
    assert.equal(subscription.status, S.PENDING_REVIEW)
    await lifecycle.approve(subscription, utc('2026-03-01T10:00:00'))
    assert.equal(subscription.status, S.ACTIVE)
    assert.equal(subscription.currentPeriodEnd!.toUTC().toISO(), utc('2027-03-01T10:00:00').toISO())
  })

  test('[spec 1] an applicant who declares being incarcerated cannot be activated', async ({
    assert,
  }) => {
    const user = await createUser()
    const price = await priceFor(PlanSlug.PERSONAL)
    await assert.rejects(
      () => membershipService.apply(user, { priceId: price.id, declaredIncarcerated: true }),
      /incarcerated/
    )
    const pending = await SubscriptionFactory.with('user')
      .apply('pending_review')
      .merge({ declaredIncarcerated: true })
      .create()
    await assert.rejects(() => lifecycle.approve(pending), /incarcerated/)
    const unchanged = await Subscription.findOrFail(pending.id)
    assert.equal(unchanged.status, S.PENDING_REVIEW)
  })

  test('[spec 9] a monthly cancellation takes effect 30 days after the written request', async ({
    assert,
  }) => {
    const subscription = await subscriptionOn(
      PlanSlug.PERSONAL,
      BillingPeriod.MONTH,
      utc('2026-01-10T00:00:00')
    )
    await lifecycle.requestCancellation(subscription, {
      channel: 'email',
      requestedAt: utc('2026-06-01T08:00:00'),
    })
    assert.equal(subscription.status, S.CANCEL_PENDING)
    assert.equal(
      subscription.cancelEffectiveAt!.toUTC().toISO(),
      utc('2026-07-01T08:00:00').toISO()
    )
  })

  test('[spec 9] an annual membership cannot end before its first 12 months', async ({
    assert,
  }) => {
    const early = await subscriptionOn(
      PlanSlug.BUSINESS,
      BillingPeriod.YEAR,
      utc('2026-01-10T00:00:00')
    )
    await lifecycle.requestCancellation(early, {
      channel: 'written',
      requestedAt: utc('2026-03-01T00:00:00'),
    })
    assert.equal(early.cancelEffectiveAt!.toUTC().toISO(), utc('2027-01-10T00:00:00').toISO())

    const late = await subscriptionOn(
      PlanSlug.BUSINESS,
      BillingPeriod.YEAR,
      utc('2025-01-10T00:00:00')
    )
    await lifecycle.requestCancellation(late, {
      channel: 'written',
      requestedAt: utc('2026-03-01T00:00:00'),
    })
    assert.equal(late.cancelEffectiveAt!.toUTC().toISO(), utc('2026-03-31T00:00:00').toISO())
  })

  test('[spec 1] cancellation must be in writing: a phone call alone is refused', async ({
    assert,
  }) => {
    const subscription = await SubscriptionFactory.with('user').create()
    await assertRefused(
      assert,
      () => lifecycle.requestCancellation(subscription, { channel: 'phone' }),
      /in writing/
    )
    const unchanged = await Subscription.findOrFail(subscription.id)
    assert.equal(unchanged.status, S.ACTIVE)
  })

  test('[spec 4] due cancellations complete; others wait; a cancelled member can be reactivated', async ({
    assert,
  }) => {
    const due = await SubscriptionFactory.with('user')
      .apply('cancel_pending')
      .merge({ cancelEffectiveAt: utc('2026-05-01T00:00:00') })
      .create()
    const later = await SubscriptionFactory.with('user')
      .apply('cancel_pending')
      .merge({ cancelEffectiveAt: utc('2026-09-01T00:00:00') })
      .create()
    const completed = await lifecycle.completeDueCancellations(utc('2026-06-01T00:00:00'))
    assert.equal(completed, 1)
    await due.refresh()
    await later.refresh()
    assert.equal(due.status, S.CANCELLED)
    assert.equal(later.status, S.CANCEL_PENDING)

    await lifecycle.requestReactivation(due)
    assert.equal(due.status, S.REACTIVATION)
    await lifecycle.completeReactivation(due, utc('2026-06-02T00:00:00'))
    assert.equal(due.status, S.ACTIVE)
    assert.isNull(due.cancelEffectiveAt)
  })

  test('[spec 4] a failed renewal makes the membership past_due; a later success makes it active again', async ({
    assert,
  }) => {
    const subscription = await subscriptionOn(
      PlanSlug.PERSONAL,
      BillingPeriod.MONTH,
      utc('2026-01-01T00:00:00')
    )
    await lifecycle.markPastDue(subscription)
    assert.equal(subscription.status, S.PAST_DUE)
    await lifecycle.renew(subscription)
    assert.equal(subscription.status, S.ACTIVE)
    assert.equal(
      subscription.currentPeriodStart!.toUTC().toISO(),
      utc('2026-02-01T00:00:00').toISO()
    )
  })

  test('[spec 3] current_plans lists memberships that have not ended, with custom_created', async ({
    assert,
  }) => {
    const user = await createUser()
    await SubscriptionFactory.merge({ userId: user.id }).apply('custom_created').create()
    const business = await priceFor(PlanSlug.BUSINESS)
    await SubscriptionFactory.merge({
      userId: user.id,
      planId: business.planId,
      priceId: business.id,
    })
      .apply('cancelled')
      .create()
    assert.deepEqual(await currentPlansFor(user), [{ name: 'Personal', custom_created: true }])
  })
})

test.group('Numbers and invoices', (group) => {
  useDatabase(group)

  test('[spec 3] membership numbers are sequential per year and unique under parallel creation', async ({
    assert,
  }) => {
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser()))
    const price = await priceFor(PlanSlug.PERSONAL)
    const created = await Promise.all(
      users.map((user) =>
        membershipService.apply(user, { priceId: price.id, appliedAt: utc('2031-05-01T00:00:00') })
      )
    )
    const numbers = created.map((subscription) => subscription.membershipNumber).sort()
    assert.deepEqual(
      numbers,
      Array.from({ length: 8 }, (_, index) => `LX-2031-${String(index + 1).padStart(6, '0')}`)
    )
  })

  test('[spec 3] invoices get INV-<year>-<n>, VAT 7% included, one per period', async ({
    assert,
  }) => {
    const subscription = await subscriptionOn(
      PlanSlug.PERSONAL,
      BillingPeriod.MONTH,
      utc('2032-01-05T00:00:00')
    )
    const period = { start: utc('2032-01-05T00:00:00'), end: utc('2032-02-05T00:00:00') }
    const invoice = await invoiceService.issue(subscription, period, utc('2032-01-05T00:00:00'))
    assert.equal(invoice.number, 'INV-2032-000001')
    assert.equal(invoice.totalSatang, 79_500)
    assert.equal(invoice.vatSatang, 5_201)
    assert.equal(invoice.subtotalSatang, 74_299)
    const again = await invoiceService.issue(subscription, period, utc('2032-01-05T00:00:00'))
    assert.equal(again.id, invoice.id)
    const next = await invoiceService.issue(
      subscription,
      { start: period.end, end: period.end.plus({ months: 1 }) },
      period.end
    )
    assert.equal(next.number, 'INV-2032-000002')
  })

  test('[spec 3] a duplicate email (any case), membership number or idempotency key is refused', async ({
    assert,
  }) => {
    await createUser(undefined, { email: 'Somchai@Example.com' })
    await assert.rejects(() => createUser(undefined, { email: 'somchai@example.COM' }))
    const first = await SubscriptionFactory.with('user').create()
    await assert.rejects(() =>
      SubscriptionFactory.with('user').merge({ membershipNumber: first.membershipNumber }).create()
    )
    const invoice = await InvoiceFactory.merge({
      subscriptionId: first.id,
      userId: first.userId,
    }).create()
    const payment = await PaymentFactory.merge({ invoiceId: invoice.id }).create()
    await assert.rejects(() =>
      PaymentFactory.merge({
        invoiceId: invoice.id,
        idempotencyKey: payment.idempotencyKey,
      }).create()
    )
    assert.equal(await countRows('payments', { invoice_id: invoice.id }), 1)
  })

  test('[spec 3] relationships load: user → subscriptions → plan, price, invoices → payments', async ({
    assert,
  }) => {
    const subscription = await SubscriptionFactory.with('user').create()
    const invoice = await InvoiceFactory.merge({
      subscriptionId: subscription.id,
      userId: subscription.userId,
    })
      .apply('paid')
      .create()
    await PaymentFactory.merge({ invoiceId: invoice.id }).apply('failed').create()
    await PaymentFactory.merge({ invoiceId: invoice.id }).create()
    const user = await User.query()
      .where('id', subscription.userId)
      .preload('subscriptions', (query) =>
        query
          .preload('plan')
          .preload('price')
          .preload('invoices', (invoices) => invoices.preload('payments'))
      )
      .firstOrFail()
    const loaded = user.subscriptions[0]
    assert.equal(loaded.plan.slug, PlanSlug.PERSONAL)
    assert.equal(loaded.price.amountSatang, 79_500)
    assert.lengthOf(loaded.invoices[0].payments, 2)
    const plan = await Plan.query()
      .where('slug', 'business')
      .preload('prices')
      .preload('detailItems')
      .firstOrFail()
    assert.sameMembers(
      plan.prices.map((price) => price.billingPeriod),
      ['month', 'year']
    )
    assert.isAbove(plan.detailItems.length, 3)
  })
})

test.group('Sequences under real concurrency', (group) => {
  group.each.teardown(async () => {
    await db.from('number_sequences').where('year', 2999).delete()
  })

  test('[spec 3] parallel numbers from separate connections never repeat and leave no gap', async ({
    assert,
  }) => {
    const values = await Promise.all(
      Array.from({ length: 25 }, () => nextSequenceValue('invoice', 2999))
    )
    assert.deepEqual(
      [...values].sort((a, b) => a - b),
      Array.from({ length: 25 }, (_, index) => index + 1)
    )
    assert.equal(await nextNumber('invoice', 2999), 'INV-2999-000026')
  })
})

test.group('Entitlements and usage', (group) => {
  useDatabase(group)

  test('[spec 9] Personal: one letter or call per month; pages per document capped; usage reported', async ({
    assert,
  }) => {
    const subscription = await subscriptionOn(
      PlanSlug.PERSONAL,
      BillingPeriod.MONTH,
      utc('2026-01-01T00:00:00')
    )
    const march = utc('2026-03-10T03:00:00')
    await recordUsage(subscription, EntitlementKind.LETTER_OR_CALL, { at: march })
    await assertRefused(
      assert,
      () =>
        recordUsage(subscription, EntitlementKind.LETTER_OR_CALL, { at: march.plus({ days: 5 }) }),
      /left this month/
    )
    await recordUsage(subscription, EntitlementKind.LETTER_OR_CALL, {
      at: utc('2026-04-02T03:00:00'),
    })
    await assertRefused(
      assert,
      () => recordUsage(subscription, EntitlementKind.DOCUMENT_REVIEW, { pages: 16, at: march }),
      /15 pages/
    )
    const usage = await usageFor(subscription, march.plus({ days: 1 }))
    const letters = usage.find((line) => line.kind === EntitlementKind.LETTER_OR_CALL)!
    assert.deepEqual(letters.month, { used: 1, limit: 1, left: 0 })
    const review = usage.find((line) => line.kind === EntitlementKind.DOCUMENT_REVIEW)!
    assert.deepEqual(review.notes, [
      'Document review up to 15 pages to start (FAQ).',
      'Document review of 10 pages per month (plan details).',
    ])
    await assertRefused(
      assert,
      () => recordUsage(subscription, EntitlementKind.SPOKESPERSON, { at: march }),
      /does not include/
    )
  })

  test('[spec 9] Business: 6 letters a month and 30 a year; 2 documents a month of up to 10 pages; two spokespersons', async ({
    assert,
  }) => {
    const subscription = await subscriptionOn(
      PlanSlug.BUSINESS,
      BillingPeriod.YEAR,
      utc('2026-01-01T00:00:00')
    )
    for (let month = 1; month <= 5; month++) {
      for (let letter = 0; letter < 6; letter++) {
        await recordUsage(subscription, EntitlementKind.LETTER_OR_CALL, {
          at: utc(`2026-0${month}-1${letter}T03:00:00`),
        })
      }
    }
    await assertRefused(
      assert,
      () =>
        recordUsage(subscription, EntitlementKind.LETTER_OR_CALL, {
          at: utc('2026-06-10T03:00:00'),
        }),
      /membership year/
    )
    await assertRefused(
      assert,
      () =>
        recordUsage(subscription, EntitlementKind.DOCUMENT_REVIEW, {
          pages: 11,
          at: utc('2026-06-10T03:00:00'),
        }),
      /10 pages/
    )
    await recordUsage(subscription, EntitlementKind.DOCUMENT_REVIEW, {
      pages: 10,
      at: utc('2026-06-10T03:00:00'),
    })
    await recordUsage(subscription, EntitlementKind.DOCUMENT_REVIEW, {
      pages: 4,
      at: utc('2026-06-11T03:00:00'),
    })
    await assertRefused(
      assert,
      () =>
        recordUsage(subscription, EntitlementKind.DOCUMENT_REVIEW, {
          pages: 2,
          at: utc('2026-06-12T03:00:00'),
        }),
      /left this month/
    )
    await recordUsage(subscription, EntitlementKind.SPOKESPERSON)
    await recordUsage(subscription, EntitlementKind.SPOKESPERSON)
    await assertRefused(
      assert,
      () => recordUsage(subscription, EntitlementKind.SPOKESPERSON),
      /on this plan/
    )
    await assertRefused(
      assert,
      () => recordUsage(subscription, EntitlementKind.RESEARCH_HOURS, { hours: 2 }),
      /one hour|1 hour/
    )
    const usage = await usageFor(subscription, utc('2026-06-15T00:00:00'))
    const letters = usage.find((line) => line.kind === EntitlementKind.LETTER_OR_CALL)!
    assert.deepEqual(letters.year, { used: 30, limit: 30, left: 0 })
  })
})

test.group('Seeding', (group) => {
  useDatabase(group)

  test('[spec 9] plans and prices: 795 and 4,950 THB a month, annual worth 10 months; seeding twice changes nothing', async ({
    assert,
  }) => {
    await seedPlans()
    const counts = async () => ({
      plans: await countRows('plans'),
      prices: await countRows('prices'),
      items: await countRows('plan_detail_items'),
    })
    const before = await counts()
    await seedPlans()
    assert.deepEqual(await counts(), before)
    const [personal, business, annual] = await Promise.all([
      priceFor(PlanSlug.PERSONAL),
      priceFor(PlanSlug.BUSINESS),
      priceFor(PlanSlug.PERSONAL, BillingPeriod.YEAR),
    ])
    assert.equal(personal.amountSatang, 79_500)
    assert.equal(business.amountSatang, 495_000)
    assert.equal(annual.amountSatang, 795_000)
    assert.equal(await countRows('prices', { is_active: true }), 4)
  })

  test('[spec 3] demo members cover every state and reseeding adds nothing', async ({ assert }) => {
    await seedDemoAccounts()
    await seedBillingDemo()
    const rows = await Subscription.query().select('status')
    const statuses = rows.map((row) => row.status)
    for (const status of [S.ACTIVE, S.PAST_DUE, S.CANCEL_PENDING, S.CANCELLED, S.PENDING_REVIEW]) {
      assert.include(statuses, status)
    }
    const invoices = await countRows('invoices')
    assert.isAbove(invoices, 30)
    assert.isAbove(await countRows('payments', { status: 'failed' }), 0)
    await seedDemoAccounts()
    await seedBillingDemo()
    assert.equal(await countRows('subscriptions'), statuses.length)
    assert.equal(await countRows('invoices'), invoices)
  })
})
