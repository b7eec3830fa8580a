import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import { BillingPeriod, PlanSlug, SubscriptionStatus } from '#enums/billing'
import Subscription from '#models/subscription'
import Price from '#models/price'
import AuditLog from '#models/audit_log'
import ApplicationApprovedMail from '#mails/application_approved_mail'
import ApplicationRejectedMail from '#mails/application_rejected_mail'
import dashboardStats from '#services/memberships/dashboard_stats'
import { SubscriptionFactory, priceFor } from '#database/factories/billing_factories'
import { BusinessCalendar } from '#support/business_hours'
import { countRows, createUser, useDatabase } from '#tests/helpers'

const BILLING = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING]
const OTHERS = [RoleSlug.OFFICER_ACCESS, RoleSlug.LAWYER, RoleSlug.USER]

type Overrides = Partial<Subscription> & { name?: string; email?: string; locale?: string }

/** A membership of a new member; pending ones have no period yet. */
async function membership(
  state: 'pending_review' | 'active' | 'past_due' | 'suspended' | 'cancelled' | null,
  overrides: Overrides = {}
) {
  const { name, email, locale, ...rest } = overrides
  const member = await createUser(RoleSlug.USER, {
    ...(name ? { name } : {}),
    ...(email ? { email } : {}),
    ...(locale ? { locale } : {}),
  })
  const factory =
    state && state !== 'active' ? SubscriptionFactory.apply(state) : SubscriptionFactory
  const subscription = await factory.merge({ userId: member.id, ...rest }).create()
  return { member, subscription }
}

const rowsOf = (props: any) => props.list.rows as Array<{ membershipNumber: string }>
const numbers = (props: any) => rowsOf(props).map((row) => row.membershipNumber)

test.group('Admin Subscriptions list (SPEC §2.9)', (group) => {
  useDatabase(group)
  group.each.setup(() => dashboardStats.forget())

  test('[spec 2.9] a row names the member, the plan in both languages and the price', async ({
    client,
    assert,
  }) => {
    const price = await priceFor(PlanSlug.PERSONAL, BillingPeriod.YEAR)
    await membership('active', {
      name: 'Row Member',
      email: 'row@example.test',
      membershipNumber: 'LX-2026-000901',
      priceId: price.id,
      planId: price.planId,
    })
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client.get('/admin/subscriptions').withInertia().loginAs(admin)
    const [row] = response.inertiaProps.list.rows
    assert.containsSubset(row, {
      membershipNumber: 'LX-2026-000901',
      status: 'active',
      member: { name: 'Row Member', email: 'row@example.test' },
      plan: { slug: 'personal', name: price.plan.name, nameTh: price.plan.nameTh },
      billingPeriod: 'year',
      amountSatang: price.amountSatang,
    })
    assert.deepEqual(Object.keys(row.member), ['name', 'email'])
  })

  for (const role of BILLING) {
    test(`[spec 2.9] ${role} opens /admin/subscriptions?subscription=active and sees only active memberships`, async ({
      client,
      assert,
    }) => {
      await membership('active', { membershipNumber: 'LX-2026-000001' })
      await membership('pending_review', { membershipNumber: 'LX-2026-000002' })
      await membership('past_due', { membershipNumber: 'LX-2026-000003' })
      const staff = await createUser(role)
      const response = await client
        .get('/admin/subscriptions')
        .qs({ subscription: 'active' })
        .withInertia()
        .loginAs(staff)
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/Subscriptions')
      assert.deepEqual(numbers(response.inertiaProps), ['LX-2026-000001'])
      assert.deepEqual(response.inertiaProps.list.filters, { subscription: 'active' })
      assert.sameMembers(
        response.inertiaProps.list.filterOptions.subscription,
        Object.values(SubscriptionStatus)
      )
    })
  }

  for (const role of OTHERS) {
    test(`[spec 6] ${role} gets 403 on the Subscriptions list, its CSV and every decision`, async ({
      client,
      assert,
    }) => {
      const { subscription } = await membership('pending_review')
      const user = await createUser(role)
      const page = await client.get('/admin/subscriptions').withInertia().loginAs(user)
      page.assertStatus(403)
      const csv = await client.get('/admin/subscriptions/export').loginAs(user)
      csv.assertStatus(403)
      for (const action of ['approve', 'reject', 'suspend', 'reactivate']) {
        const response = await client
          .post(`/admin/subscriptions/${subscription.id}/${action}`)
          .withCsrfToken()
          .form({ reason: 'Because of the rules' })
          .redirects(0)
          .loginAs(user)
        response.assertStatus(403)
      }
      const custom = await client
        .post('/admin/subscriptions/custom')
        .withCsrfToken()
        .form({})
        .redirects(0)
        .loginAs(user)
      custom.assertStatus(403)
      await subscription.refresh()
      assert.equal(subscription.status, SubscriptionStatus.PENDING_REVIEW)
    })
  }

  test('[spec 2.9] plan, billing period, custom, search, date range and sort come from the URL', async ({
    client,
    assert,
  }) => {
    const business = await priceFor(PlanSlug.BUSINESS, BillingPeriod.YEAR)
    await membership('active', {
      membershipNumber: 'LX-2026-000010',
      name: 'Somchai Jaidee',
      appliedAt: DateTime.fromISO('2026-03-05T03:00:00Z'),
    })
    await membership('active', {
      membershipNumber: 'LX-2026-000011',
      planId: business.planId,
      priceId: business.id,
      appliedAt: DateTime.fromISO('2026-04-05T03:00:00Z'),
    })
    await membership('active', {
      membershipNumber: 'LX-2026-000012',
      customCreated: true,
      email: 'anna@example.test',
      appliedAt: DateTime.fromISO('2026-05-05T03:00:00Z'),
    })
    const admin = await createUser(RoleSlug.ADMIN)
    const get = async (qs: Record<string, string>) => {
      const response = await client.get('/admin/subscriptions').qs(qs).withInertia().loginAs(admin)
      return response.inertiaProps
    }

    assert.deepEqual(numbers(await get({ plan: 'business' })), ['LX-2026-000011'])
    assert.deepEqual(numbers(await get({ period: 'year' })), ['LX-2026-000011'])
    assert.deepEqual(numbers(await get({ custom: 'yes' })), ['LX-2026-000012'])
    assert.deepEqual(numbers(await get({ q: 'SOMCHAI' })), ['LX-2026-000010'])
    assert.deepEqual(numbers(await get({ q: 'anna@' })), ['LX-2026-000012'])
    assert.deepEqual(numbers(await get({ q: 'lx-2026-000011' })), ['LX-2026-000011'])
    const ranged = await get({ from: '2026-04-01', to: '2026-05-05' })
    assert.deepEqual(numbers(ranged), ['LX-2026-000012', 'LX-2026-000011'])
    assert.deepEqual(ranged.list.filters, { from: '2026-04-01', to: '2026-05-05' })
    // A malformed date is ignored, like any junk in a list URL.
    assert.lengthOf(rowsOf(await get({ from: 'yesterday' })), 3)
    const sorted = await get({ sort: 'membership_number', dir: 'asc' })
    assert.deepEqual(numbers(sorted), ['LX-2026-000010', 'LX-2026-000011', 'LX-2026-000012'])
  })

  test('[spec 1] each pending row carries its review due time in business hours, overdue flagged', async ({
    client,
    assert,
  }) => {
    // Monday 10:00 Bangkok + 24 business hours (8 a day) = Thursday 10:00 Bangkok.
    const old = DateTime.fromISO('2026-11-16T10:00:00', { zone: 'Asia/Bangkok' }).toUTC()
    await membership('pending_review', { membershipNumber: 'LX-2026-000020', appliedAt: old })
    const fresh = DateTime.utc().startOf('second')
    await membership('pending_review', { membershipNumber: 'LX-2026-000021', appliedAt: fresh })
    const admin = await createUser(RoleSlug.ACCOUNTING)
    const response = await client
      .get('/admin/subscriptions')
      .qs({ subscription: 'pending_review', sort: 'membership_number', dir: 'asc' })
      .withInertia()
      .loginAs(admin)
    const [late, onTime] = response.inertiaProps.list.rows
    assert.equal(
      DateTime.fromISO(late.reviewDueAt).toMillis(),
      DateTime.fromISO('2026-11-19T10:00:00', { zone: 'Asia/Bangkok' }).toMillis()
    )
    assert.isTrue(late.overdue)
    assert.equal(
      DateTime.fromISO(onTime.reviewDueAt).toMillis(),
      new BusinessCalendar().addBusinessHours(fresh, 24).toMillis()
    )
    assert.isFalse(onTime.overdue)
  })

  test('[spec 2.9] the CSV holds the filtered set, with a BOM', async ({ client, assert }) => {
    await membership('active', { membershipNumber: 'LX-2026-000030', name: '=HYPERLINK(1)' })
    await membership('suspended', { membershipNumber: 'LX-2026-000031' })
    const accounting = await createUser(RoleSlug.ACCOUNTING)
    const response = await client
      .get('/admin/subscriptions/export')
      .qs({ subscription: 'active' })
      .loginAs(accounting)
    response.assertStatus(200)
    response.assertHeader('content-type', 'text/csv; charset=utf-8')
    const text = response.text()
    assert.isTrue(text.startsWith('\uFEFF'))
    assert.include(text, 'LX-2026-000030')
    assert.notInclude(text, 'LX-2026-000031')
    assert.include(text, "'=HYPERLINK(1)")
  })

  test('[spec 2.9] each CSV row carries the member, plan, price and dates the list shows', async ({
    client,
    assert,
  }) => {
    const { member, subscription } = await membership('active', {
      membershipNumber: 'LX-2026-000032',
      name: 'Somchai Dee',
      email: 'somchai@example.test',
    })
    // As the list reads it back (dates in the server's zone, as the file prints them).
    await subscription.refresh()
    await subscription.load('plan')
    await subscription.load('price')
    const accounting = await createUser(RoleSlug.ACCOUNTING)
    const response = await client.get('/admin/subscriptions/export').loginAs(accounting)
    response.assertStatus(200)
    const [header, ...rows] = response.text().replace('\uFEFF', '').trim().split('\n')
    assert.equal(
      header,
      'Membership number,Status,Member,Email,Plan,Billing period,Amount (THB),Custom,Applied at,Started at,Period end'
    )
    const row = rows.find((line) => line.startsWith('LX-2026-000032'))
    assert.equal(
      row,
      [
        'LX-2026-000032',
        'active',
        'Somchai Dee',
        member.email,
        subscription.plan.slug,
        subscription.price.billingPeriod,
        (subscription.price.amountSatang / 100).toFixed(2),
        'no',
        subscription.appliedAt.toISO(),
        subscription.startedAt?.toISO() ?? '',
        subscription.currentPeriodEnd?.toISO() ?? '',
      ].join(',')
    )
  })
})

test.group('Admin Subscriptions decisions (SPEC §1, §2.9)', (group) => {
  useDatabase(group)
  group.each.setup(() => dashboardStats.forget())

  test('[spec 1] approving an application activates it for one period, audits it and mails the card in the member language', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { member, subscription } = await membership('pending_review', {
      name: 'Nok Srisuk',
      email: 'nok@example.test',
      locale: 'th',
      membershipNumber: 'LX-2026-000040',
    })
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .post(`/admin/subscriptions/${subscription.id}/approve`)
      .withCsrfToken()
      .header('referer', '/admin/dashboard')
      .redirects(0)
      .loginAs(admin)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/dashboard')
    // The flash is in the staff member's language, the mail in the member's.
    response.assertFlashMessage(
      'success',
      'Membership LX-2026-000040 approved; the member has been emailed.'
    )

    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.ACTIVE)
    assert.isNotNull(subscription.startedAt)
    assert.equal(subscription.currentPeriodStart!.toMillis(), subscription.startedAt!.toMillis())
    assert.equal(
      subscription.currentPeriodEnd!.toMillis(),
      subscription.startedAt!.plus({ months: 1 }).toMillis()
    )

    const audit = await AuditLog.query().where('action', 'subscription.approved').firstOrFail()
    assert.equal(audit.userId, admin.id)
    assert.equal(audit.subjectId, String(subscription.id))
    assert.deepInclude(audit.changes!.before as object, { status: 'pending_review' })
    assert.deepInclude(audit.changes!.after as object, { status: 'active' })

    const sent = mails.queued().find((entry) => entry instanceof ApplicationApprovedMail)!
    assert.exists(sent)
    await sent.buildWithContents()
    sent.message.assertTo(member.email, member.name)
    assert.include(sent.message.toJSON().message.subject as string, 'เปิดใช้งานแล้ว')
    sent.message.assertTextIncludes('LX-2026-000040')
    sent.message.assertTextIncludes('Nok Srisuk')
    sent.message.assertTextIncludes('สายด่วนฉุกเฉิน')
    sent.message.assertTextIncludes(/\+66/)
    // Valid through, in the Buddhist era for a Thai reader.
    sent.message.assertTextIncludes(
      String(subscription.currentPeriodEnd!.setZone('Asia/Bangkok').year + 543)
    )
  })

  test('[spec 1] rejecting needs a reason; with one the member is told why, in English', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { subscription } = await membership('pending_review', {
      locale: 'en',
      membershipNumber: 'LX-2026-000041',
    })
    const accounting = await createUser(RoleSlug.ACCOUNTING)
    const empty = await client
      .post(`/admin/subscriptions/${subscription.id}/reject`)
      .withCsrfToken()
      .header('referer', '/admin/subscriptions')
      .form({ reason: '  ' })
      .redirects(0)
      .loginAs(accounting)
    empty.assertStatus(302)
    assert.property(empty.flashMessages().inputErrorsBag, 'reason')
    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.PENDING_REVIEW)
    assert.lengthOf(mails.queued(), 0)

    const response = await client
      .post(`/admin/subscriptions/${subscription.id}/reject`)
      .withCsrfToken()
      .header('referer', '/admin/subscriptions')
      .form({ reason: 'The identity document was unreadable.' })
      .redirects(0)
      .loginAs(accounting)
    response.assertStatus(302)
    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.REJECTED)
    assert.equal(subscription.rejectionReason, 'The identity document was unreadable.')
    assert.equal(await countRows('audit_logs', { action: 'subscription.rejected' }), 1)
    const sent = mails.queued().find((entry) => entry instanceof ApplicationRejectedMail)!
    await sent.buildWithContents()
    sent.message.assertSubject('Your Lexpat application')
    sent.message.assertTextIncludes('The identity document was unreadable.')
    sent.message.assertTextIncludes('LX-2026-000041')
  })

  test('[spec 1] an applicant who declared being incarcerated cannot be approved', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { subscription } = await membership('pending_review', { declaredIncarcerated: true })
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const response = await client
      .post(`/admin/subscriptions/${subscription.id}/approve`)
      .withCsrfToken()
      .header('referer', '/admin/subscriptions')
      .redirects(0)
      .loginAs(admin)
    response.assertStatus(302)
    assert.property(response.flashMessages(), 'error')
    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.PENDING_REVIEW)
    assert.equal(await countRows('audit_logs'), 0)
  })

  test('[spec 2.9] a move the state machine refuses is a message, not a 500, and changes nothing', async ({
    client,
    assert,
  }) => {
    const { subscription } = await membership('active')
    const admin = await createUser(RoleSlug.ADMIN)
    for (const action of ['approve', 'suspend', 'reactivate']) {
      const response = await client
        .post(`/admin/subscriptions/${subscription.id}/${action}`)
        .withCsrfToken()
        .header('referer', '/admin/subscriptions')
        .redirects(0)
        .loginAs(admin)
      response.assertStatus(302)
      assert.property(response.flashMessages(), 'error')
    }
    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.ACTIVE)
    assert.equal(await countRows('audit_logs'), 0)
    const missing = await client
      .post('/admin/subscriptions/999999/approve')
      .withCsrfToken()
      .redirects(0)
      .loginAs(admin)
    missing.assertStatus(404)
  })

  test('[spec 2.9] suspend a past-due membership, then reactivate it with a new period, both audited', async ({
    client,
    assert,
  }) => {
    const { subscription } = await membership('past_due')
    const admin = await createUser(RoleSlug.ADMIN)
    const post = (action: string) =>
      client
        .post(`/admin/subscriptions/${subscription.id}/${action}`)
        .withCsrfToken()
        .header('referer', '/admin/subscriptions')
        .redirects(0)
        .loginAs(admin)
    const suspended = await post('suspend')
    suspended.assertStatus(302)
    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.SUSPENDED)
    assert.isNotNull(subscription.suspendedAt)

    const reactivated = await post('reactivate')
    reactivated.assertStatus(302)
    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.ACTIVE)
    assert.isNull(subscription.suspendedAt)
    assert.approximately(subscription.currentPeriodStart!.diffNow('minutes').minutes, 0, 2)
    const entries = await AuditLog.query().orderBy('id')
    const actions = entries.map((row) => row.action)
    assert.deepEqual(actions, ['subscription.suspended', 'subscription.reactivated'])
  })

  test('[spec 2.9] a custom_created plan at its own price is validated, created active and audited', async ({
    client,
    assert,
  }) => {
    const member = await createUser(RoleSlug.USER, { email: 'vip@example.test' })
    const personal = await priceFor(PlanSlug.PERSONAL)
    const admin = await createUser(RoleSlug.ADMIN)
    const post = (form: Record<string, unknown>) =>
      client
        .post('/admin/subscriptions/custom')
        .withCsrfToken()
        .header('referer', '/admin/subscriptions')
        .json(form)
        .redirects(0)
        .loginAs(admin)
    const prices = await countRows('prices')

    const bad = await post({
      email: 'vip@example.test',
      plan_id: personal.planId,
      billing_period: 'week',
      amount_satang: 5,
    })
    bad.assertStatus(302)
    const errors = bad.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.properties(errors, ['billing_period', 'amount_satang'])
    assert.include(errors.amount_satang[0], '1,000,000 THB')

    const nobody = await post({
      email: 'nobody@example.test',
      plan_id: personal.planId,
      billing_period: 'month',
      amount_satang: 50_000,
    })
    assert.property(nobody.flashMessages().inputErrorsBag, 'email')
    assert.equal(await countRows('prices'), prices)
    assert.equal(await countRows('subscriptions'), 0)

    const good = await post({
      email: 'VIP@example.test',
      plan_id: personal.planId,
      billing_period: 'year',
      amount_satang: 600_000,
    })
    good.assertStatus(302)
    const subscription = await Subscription.query()
      .where('user_id', member.id)
      .preload('price')
      .firstOrFail()
    assert.isTrue(subscription.customCreated)
    assert.equal(subscription.status, SubscriptionStatus.ACTIVE)
    assert.equal(subscription.price.amountSatang, 600_000)
    assert.equal(subscription.price.billingPeriod, 'year')
    // The price is nobody else's: it is never offered publicly.
    const price = await Price.findOrFail(subscription.priceId)
    assert.isFalse(price.isActive)
    assert.equal(
      subscription.currentPeriodEnd!.toMillis(),
      subscription.startedAt!.plus({ years: 1 }).toMillis()
    )
    const audit = await AuditLog.findByOrFail('action', 'subscription.custom_created')
    assert.equal(audit.userId, admin.id)
    assert.deepInclude(audit.changes!.after as object, { amount_satang: 600_000 })
  })
})
