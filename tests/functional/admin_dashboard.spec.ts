import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { BillingPeriod, PlanSlug } from '#enums/billing'
import {
  InvoiceFactory,
  PaymentFactory,
  SubscriptionFactory,
  priceFor,
} from '#database/factories/billing_factories'
import dashboardStats from '#services/memberships/dashboard_stats'
import { createUser, useDatabase } from '#tests/helpers'

const FOUR = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING, RoleSlug.OFFICER_ACCESS]

async function subscription(state: string | null, overrides: Record<string, unknown> = {}) {
  const member = await createUser()
  const factory = state ? SubscriptionFactory.apply(state as 'past_due') : SubscriptionFactory
  return factory.merge({ userId: member.id, ...overrides }).create()
}

test.group('Admin Dashboard (SPEC §2.9)', (group) => {
  useDatabase(group)
  group.each.setup(() => dashboardStats.forget())

  test('[spec 2.9] KPIs: active members by plan, MRR, revenue this month, applications, past due, churn', async ({
    client,
    assert,
  }) => {
    const business = await priceFor(PlanSlug.BUSINESS)
    const personalYear = await priceFor(PlanSlug.PERSONAL, BillingPeriod.YEAR)
    const personal = await priceFor(PlanSlug.PERSONAL)
    const active = await subscription(null)
    await subscription(null, { planId: business.planId, priceId: business.id })
    await subscription('cancel_pending', { priceId: personalYear.id })
    await subscription('past_due')
    await subscription('pending_review', { appliedAt: DateTime.utc().startOf('second') })
    await subscription('cancelled', { cancelledAt: DateTime.utc().startOf('second') })
    const invoice = await InvoiceFactory.merge({
      subscriptionId: active.id,
      userId: active.userId,
    }).create()
    await PaymentFactory.merge({ invoiceId: invoice.id, amountSatang: 79_500 }).create()
    await PaymentFactory.apply('failed').merge({ invoiceId: invoice.id }).create()

    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client.get('/admin/dashboard').withInertia().loginAs(admin)
    response.assertStatus(200)
    response.assertInertiaComponent('Admin/Dashboard')
    const { stats } = response.inertiaProps
    assert.deepEqual(
      stats.activeByPlan.map((row: any) => [row.slug, row.count]),
      [
        ['personal', 2],
        ['business', 1],
      ]
    )
    // Monthly prices count whole, the annual one a twelfth.
    assert.equal(
      stats.mrrSatang,
      Math.round(personal.amountSatang + business.amountSatang + personalYear.amountSatang / 12)
    )
    assert.equal(stats.revenueThisMonthSatang, 79_500)
    assert.equal(stats.newApplications, 1)
    assert.equal(stats.pendingReview, 1)
    assert.equal(stats.pastDue, 1)
    assert.equal(stats.cancelledThisMonth, 1)
    // 1 cancelled of the 3 paying now + 1 ended this month.
    assert.equal(stats.churnPercent, 25)
    assert.lengthOf(stats.months, 12)
    const thisMonth = DateTime.now().setZone('Asia/Bangkok').toFormat('yyyy-MM')
    assert.deepInclude(stats.months[11], {
      month: thisMonth,
      revenueSatang: 79_500,
      cancellations: 1,
    })
  })

  for (const role of FOUR) {
    test(`[spec 6] ${role} sees the review queue; decision buttons only where the registry allows`, async ({
      client,
      assert,
    }) => {
      await subscription('pending_review', {
        membershipNumber: 'LX-2026-000200',
        appliedAt: DateTime.fromISO('2026-11-16T10:00:00', { zone: 'Asia/Bangkok' }).toUTC(),
      })
      const staff = await createUser(role)
      const response = await client.get('/admin/dashboard').withInertia().loginAs(staff)
      response.assertStatus(200)
      const { reviewQueue, can, links } = response.inertiaProps
      assert.equal(reviewQueue.total, 1)
      assert.containsSubset(reviewQueue.rows[0], {
        membership_number: 'LX-2026-000200',
        overdue: true,
      })
      assert.equal(
        DateTime.fromISO(reviewQueue.rows[0].review_due_at).toMillis(),
        DateTime.fromISO('2026-11-19T10:00:00', { zone: 'Asia/Bangkok' }).toMillis()
      )
      const billing = role !== RoleSlug.OFFICER_ACCESS
      assert.equal(can.review, billing)
      assert.equal(links.subscriptions, billing ? '/admin/subscriptions' : null)
      assert.equal(links.tickets, '/admin/tickets')
      assert.equal(links.consultancy, '/admin/consultancy-requests')
    })
  }

  test('[spec 6] a lawyer and a member get 403 on the dashboard', async ({ client }) => {
    for (const role of [RoleSlug.LAWYER, RoleSlug.USER]) {
      const user = await createUser(role)
      const response = await client.get('/admin/dashboard').withInertia().loginAs(user)
      response.assertStatus(403)
    }
  })

  test('[spec 2.9] the charts are SVG in the server-rendered page, with accessible titles', async ({
    client,
    assert,
  }) => {
    await subscription('pending_review', { membershipNumber: 'LX-2026-000201' })
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client.get('/admin/dashboard').loginAs(admin)
    response.assertStatus(200)
    const html = response.text()
    assert.match(html, /<svg[^>]*role="img"[^>]*aria-labelledby=/)
    assert.include(html, 'Revenue per month (THB)</title>')
    assert.include(html, 'New members per month</title>')
    assert.include(html, 'Cancellations per month</title>')
    assert.include(html, 'LX-2026-000201')
    assert.include(html, 'data-testid="approve-')
  })

  test('[spec 2.9] approving from the dashboard updates the figures at once (cache dropped)', async ({
    client,
    assert,
  }) => {
    const pending = await subscription('pending_review')
    const admin = await createUser(RoleSlug.ADMIN)
    const before = await client.get('/admin/dashboard').withInertia().loginAs(admin)
    assert.equal(before.inertiaProps.stats.pendingReview, 1)
    await client
      .post(`/admin/subscriptions/${pending.id}/approve`)
      .withCsrfToken()
      .header('referer', '/admin/dashboard')
      .redirects(0)
      .loginAs(admin)
    const after = await client.get('/admin/dashboard').withInertia().loginAs(admin)
    assert.equal(after.inertiaProps.stats.pendingReview, 0)
    assert.equal(after.inertiaProps.reviewQueue.total, 0)
  })
})
