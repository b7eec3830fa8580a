import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { BillingPeriod, InvoiceStatus, PlanSlug, SubscriptionStatus as S } from '#enums/billing'
import { RoleSlug } from '#enums/role'
import AuditLog from '#models/audit_log'
import Invoice from '#models/invoice'
import Subscription from '#models/subscription'
import User from '#models/user'
import clock from '#services/billing/clock'
import { renewMembership } from '#services/billing/renewals'
import { BusinessCalendar } from '#support/business_hours'
import { formatDate } from '#transformers/member_subscription_transformer'
import { CancellationConfirmedMail } from '#mails/billing_mails'
import { seedBillingDemo } from '#database/seed/billing_demo'
import { DEMO_PASSWORD } from '#database/seed/demo_accounts'
import { priceFor } from '#database/factories/billing_factories'
import { memberWithCard, utc } from '#tests/support/billing'
import { FACTORY_PASSWORD } from '#tests/support/actors'
import { createUser, useDatabase } from '#tests/helpers'

/** Where the demo data is anchored: "now" for the seed and for the billing clock. */
const NOW = utc('2026-11-23T05:00:00Z')

async function demo(email: string) {
  await seedBillingDemo(NOW)
  const user = await User.findByOrFail('email', email)
  const subscription = await Subscription.query().where('user_id', user.id).firstOrFail()
  return { user, subscription }
}

async function page(client: any, user: User) {
  const response = await client.get('/settings/subscriptions').withInertia().loginAs(user)
  response.assertStatus(200)
  response.assertInertiaComponent('Settings/Subscriptions')
  return { response, rows: response.inertiaProps.memberships as any[] }
}

async function rowsOf(client: any, user: User) {
  const { rows } = await page(client, user)
  return rows
}

const cancel = (client: any, user: User, id: number, body: Record<string, unknown>) =>
  client
    .post(`/settings/subscriptions/${id}/cancellation`)
    .withCsrfToken()
    .form(body)
    .redirects(0)
    .loginAs(user)

const written = (name: string, password = DEMO_PASSWORD) => ({
  reason: 'leaving_thailand',
  details: 'Moving to Portugal',
  text: 'Please cancel my membership; I am leaving Thailand for good.',
  signature: name,
  password,
})

test.group('Settings › Subscriptions (SPEC §2.8, §6, §9)', (group) => {
  useDatabase(group)
  group.each.setup(() => {
    clock.travelTo(NOW)
    return () => clock.travelBack()
  })

  test('[spec 2.8] member@: plan, status in words, number, period, next charge, usage with both readings', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await demo('member@lexpat.test')
    const { rows } = await page(client, user)
    assert.lengthOf(rows, 1)
    const [row] = rows
    assert.containsSubset(row, {
      id: subscription.id,
      planSlug: 'personal',
      plan: 'Personal',
      billingPeriod: 'month',
      status: 'active',
      membershipNumber: subscription.membershipNumber,
      amount: '฿795',
      nextCharge: {
        amount: '฿795',
        amountSatang: 79500,
        date: formatDate(subscription.currentPeriodEnd!, 'en'),
      },
      can: { changePlan: true, cancel: true, reactivate: false, payNow: false },
    })
    assert.isNotNull(row.period)
    const kinds = row.usage.map((line: any) => line.kind)
    assert.deepEqual(kinds, ['letter_or_call', 'document_review'])
    assert.deepEqual(row.usage[0].month, { used: 0, limit: 1, left: 1 })
    // SPEC §9's two readings of Personal document review, kept as written.
    assert.deepEqual(row.usage[1].notes, [
      'Document review up to 15 pages to start (FAQ).',
      'Document review of 10 pages per month (plan details).',
    ])
    assert.deepEqual(row.usage[1].perUse, { pages: 15 })
    assert.equal(row.cancelNotice.effectiveOn, formatDate(NOW.plus({ days: 30 }), 'en'))
  })

  test('[spec 9] business@ (annual, 5 months in): seven entitlements; cancellation held to the first 12 months', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await demo('business@lexpat.test')
    const [row] = await rowsOf(client, user)
    assert.equal(row.billingPeriod, 'year')
    assert.lengthOf(row.usage, 7)
    const letters = row.usage.find((line: any) => line.kind === 'letter_or_call')
    assert.deepEqual(letters.year, { used: 0, limit: 30, left: 30 })
    assert.deepEqual(letters.month, { used: 0, limit: 6, left: 6 })
    assert.isTrue(row.cancelNotice.heldByAnnualMinimum)
    assert.equal(
      row.cancelNotice.effectiveOn,
      formatDate(subscription.startedAt!.plus({ months: 12 }), 'en')
    )
  })

  test('[spec 2.8] pastdue@: payment overdue, the invoice due now and pay now; no cancel', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await demo('pastdue@lexpat.test')
    const [row] = await rowsOf(client, user)
    const open = await Invoice.query()
      .where('subscription_id', subscription.id)
      .where('status', InvoiceStatus.OPEN)
      .firstOrFail()
    assert.containsSubset(row, {
      status: 'past_due',
      dueNow: { number: open.number, amount: '฿795' },
      can: { payNow: true, cancel: false, changePlan: false },
      planChangeBlocker: 'past_due',
    })
    assert.include(row.payUrl, `/settings/payment-methods?invoice=${open.number}`)
  })

  test('[spec 2.8] cancelling@ and cancelled@: end date, no charge; reactivate links to the reactivation route', async ({
    client,
    assert,
  }) => {
    const cancelling = await demo('cancelling@lexpat.test')
    const [pending] = await rowsOf(client, cancelling.user)
    assert.equal(pending.status, 'cancel_pending')
    assert.isNull(pending.nextCharge)
    assert.equal(
      pending.cancellation.effectiveOn,
      formatDate(cancelling.subscription.cancelEffectiveAt!, 'en')
    )
    assert.isFalse(pending.can.cancel)

    const cancelled = await demo('cancelled@lexpat.test')
    const { response, rows } = await page(client, cancelled.user)
    assert.equal(rows[0].status, 'cancelled')
    assert.isTrue(rows[0].can.reactivate)
    assert.equal(
      rows[0].reactivateUrl,
      `/settings/subscriptions/${cancelled.subscription.id}/reactivate`
    )
    assert.isNotNull(response)
  })

  test('[spec 1] pending@: the review due time in business hours while pending_review', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await demo('pending@lexpat.test')
    const [row] = await rowsOf(client, user)
    assert.equal(row.status, 'pending_review')
    assert.equal(
      row.reviewDueBy,
      formatDate(
        new BusinessCalendar().applicationReviewWindow(subscription.appliedAt).dueBy,
        'en',
        true
      )
    )
    assert.isNull(row.nextCharge)
    assert.isFalse(row.can.cancel)
  })

  test('[spec 9] Thai: status words come from the page, dates in the Buddhist era', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await demo('member@lexpat.test')
    user.locale = 'th'
    await user.save()
    const [row] = await rowsOf(client, user)
    assert.equal(row.nextCharge.date, formatDate(subscription.currentPeriodEnd!, 'th'))
    assert.include(row.nextCharge.date, String(subscription.currentPeriodEnd!.year + 543))
  })

  for (const email of ['omise@lexpat.test', 'custom@lexpat.test']) {
    test(`[spec 6] ${email}: the page is hidden (redirect) and its actions answer 403`, async ({
      client,
      assert,
    }) => {
      const { user, subscription } = await demo(email)
      const get = await client.get('/settings/subscriptions').redirects(0).loginAs(user)
      get.assertStatus(302)
      assert.equal(get.header('location'), '/settings/profile-details')
      const change = await client
        .get(`/settings/subscriptions/${subscription.id}/change-plan`)
        .redirects(0)
        .loginAs(user)
      assert.equal(change.header('location'), '/settings/profile-details')
      const post = await cancel(client, user, subscription.id, written(user.name))
      post.assertStatus(403)
      const store = await client
        .post(`/settings/subscriptions/${subscription.id}/change-plan`)
        .withCsrfToken()
        .form({ price_id: 1 })
        .redirects(0)
        .loginAs(user)
      store.assertStatus(403)
      await subscription.refresh()
      assert.notEqual(subscription.status, S.CANCEL_PENDING)
    })
  }

  test("[spec 6] another member's subscription id answers 404 and changes nothing", async ({
    client,
    assert,
  }) => {
    const { subscription } = await demo('member@lexpat.test')
    const intruder = await createUser(RoleSlug.USER)
    const post = await cancel(
      client,
      intruder,
      subscription.id,
      written(intruder.name, FACTORY_PASSWORD)
    )
    post.assertStatus(404)
    const change = await client
      .get(`/settings/subscriptions/${subscription.id}/change-plan`)
      .loginAs(intruder)
    change.assertStatus(404)
    const store = await client
      .post(`/settings/subscriptions/${subscription.id}/change-plan`)
      .withCsrfToken()
      .form({ price_id: 1 })
      .redirects(0)
      .loginAs(intruder)
    store.assertStatus(404)
    await subscription.refresh()
    assert.equal(subscription.status, S.ACTIVE)
    assert.isNull(subscription.scheduledPriceId)
  })

  test('[spec 1] cancellation refused: wrong password, missing signature, a name that is not theirs — nothing changes', async ({
    client,
    assert,
  }) => {
    const fake = mail.fake()
    const { user, subscription } = await demo('member@lexpat.test')
    const cases: Array<[Record<string, unknown>, string]> = [
      [written(user.name, 'not-the-password'), 'password'],
      [{ ...written(user.name), signature: '' }, 'signature'],
      [{ ...written(user.name), signature: 'Someone Else' }, 'signature'],
      [{ ...written(user.name), text: '' }, 'text'],
      [{ ...written(user.name), reason: 'bored' }, 'reason'],
    ]
    for (const [body, field] of cases) {
      const response = await cancel(client, user, subscription.id, body)
      response.assertStatus(302)
      assert.property((response.flashMessages() as any).inputErrorsBag, field)
    }
    await subscription.refresh()
    assert.equal(subscription.status, S.ACTIVE)
    assert.isNull(subscription.cancelRequestedAt)
    assert.isNull(await AuditLog.findBy('action', 'subscription.cancellation_requested'))
    fake.mails.assertNoneQueued()
    mail.restore()
  })

  test('[spec 1] monthly: the written request ends the membership 30 days later; staff see it; the mail is queued', async ({
    client,
    assert,
  }) => {
    const fake = mail.fake()
    const { user, subscription } = await demo('member@lexpat.test')
    const response = await cancel(client, user, subscription.id, written(`  maya  member `))
    response.assertStatus(302)
    assert.equal(
      response.header('location'),
      `/settings/subscriptions?cancelled=${subscription.id}`
    )
    await subscription.refresh()
    assert.equal(subscription.status, S.CANCEL_PENDING)
    assert.equal(subscription.cancellationChannel, 'written')
    assert.equal(subscription.cancelRequestedAt!.toMillis(), NOW.toMillis())
    assert.equal(subscription.cancelEffectiveAt!.toMillis(), NOW.plus({ days: 30 }).toMillis())
    assert.include(subscription.cancellationText!, 'I am leaving Thailand for good.')
    assert.include(subscription.cancellationText!, 'Signed online by maya  member')
    assert.equal(subscription.cancellationReason, 'Leaving Thailand: Moving to Portugal')
    fake.mails.assertQueued(CancellationConfirmedMail, (message) => {
      return message.recipient.email === 'member@lexpat.test'
    })
    mail.restore()
    const audit = await AuditLog.findByOrFail('action', 'subscription.cancellation_requested')
    assert.equal(audit.userId, user.id)

    // The summary: the page opens the modal on this membership.
    const summary = await client
      .get(`/settings/subscriptions?cancelled=${subscription.id}`)
      .withInertia()
      .loginAs(user)
    assert.equal(summary.inertiaProps.summaryFor, subscription.id)

    // Staff read the member's request in Delete Subscriptions.
    const admin = await createUser(RoleSlug.ADMIN)
    const list = await client.get('/admin/delete_subscriptions').withInertia().loginAs(admin)
    const row = list.inertiaProps.list.rows.find(
      (entry: any) => entry.membershipNumber === subscription.membershipNumber
    )
    assert.containsSubset(row, { channel: 'written', status: 'cancel_pending', canUndo: true })
    assert.include(row.text, 'I am leaving Thailand for good.')

    // A second request is refused: it is no longer active.
    const again = await cancel(client, user, subscription.id, written(user.name))
    assert.property((again.flashMessages() as any).inputErrorsBag, 'subscription')
  })

  test('[spec 9] annual before 12 months: ends when the first 12 months end; after 12 months: 30 days', async ({
    client,
    assert,
  }) => {
    const early = await memberWithCard({
      startedAt: NOW.minus({ months: 3 }),
      period: BillingPeriod.YEAR,
    })
    const first = await cancel(
      client,
      early.user,
      early.subscription.id,
      written(early.user.name, FACTORY_PASSWORD)
    )
    first.assertStatus(302)
    await early.subscription.refresh()
    assert.equal(
      early.subscription.cancelEffectiveAt!.toMillis(),
      NOW.minus({ months: 3 }).plus({ months: 12 }).toMillis()
    )

    const late = await memberWithCard({
      startedAt: NOW.minus({ months: 14 }),
      period: BillingPeriod.YEAR,
      subscription: {
        currentPeriodStart: NOW.minus({ months: 2 }),
        currentPeriodEnd: NOW.plus({ months: 10 }),
      } as Partial<Subscription>,
    })
    const second = await cancel(
      client,
      late.user,
      late.subscription.id,
      written(late.user.name, FACTORY_PASSWORD)
    )
    second.assertStatus(302)
    await late.subscription.refresh()
    assert.equal(late.subscription.cancelEffectiveAt!.toMillis(), NOW.plus({ days: 30 }).toMillis())
  })

  test('[spec 2.7] plan change: plan → payment → confirmation; charged at the first renewal 30 days on, not before', async ({
    client,
    assert,
  }) => {
    // Monthly Personal; the period ends in 10 days, so the change waits for the renewal after.
    const { user, subscription, customerId } = await memberWithCard({
      startedAt: NOW.minus({ days: 20 }),
    })
    void customerId
    const business = await priceFor(PlanSlug.BUSINESS, BillingPeriod.MONTH)
    const periodEnd = subscription.currentPeriodEnd!
    const effective = periodEnd.plus({ months: 1 })

    const step1 = await client
      .get(`/settings/subscriptions/${subscription.id}/change-plan`)
      .withInertia()
      .loginAs(user)
    step1.assertInertiaComponent('Settings/ChangePlan')
    assert.equal(step1.inertiaProps.step, 'plan')
    const option = step1.inertiaProps.options.find((row: any) => row.priceId === business.id)
    assert.equal(option.effectiveOn, formatDate(effective, 'en'))
    assert.notInclude(
      step1.inertiaProps.options.map((row: any) => row.priceId),
      subscription.priceId
    )

    const step2 = await client
      .get(`/settings/subscriptions/${subscription.id}/change-plan/payment`)
      .qs({ price: business.id })
      .withInertia()
      .loginAs(user)
    assert.equal(step2.inertiaProps.step, 'payment')
    assert.containsSubset(step2.inertiaProps.quote, {
      priceId: business.id,
      amountSatang: business.amountSatang,
      effectiveOn: formatDate(effective, 'en'),
    })
    assert.equal(step2.inertiaProps.card.last4, '4242')

    const store = await client
      .post(`/settings/subscriptions/${subscription.id}/change-plan`)
      .withCsrfToken()
      .form({ price_id: business.id })
      .redirects(0)
      .loginAs(user)
    store.assertStatus(302)
    assert.equal(
      store.header('location'),
      `/settings/subscriptions/${subscription.id}/change-plan/confirmation`
    )
    await subscription.refresh()
    assert.equal(subscription.scheduledPriceId, business.id)
    assert.equal(subscription.scheduledChangeAt!.toMillis(), effective.toMillis())

    const step3 = await client
      .get(`/settings/subscriptions/${subscription.id}/change-plan/confirmation`)
      .withInertia()
      .loginAs(user)
    assert.equal(step3.inertiaProps.step, 'confirmation')

    // The renewal inside the notice window is charged at the old price.
    clock.travelTo(periodEnd.plus({ minutes: 5 }))
    await renewMembership(subscription.id)
    const firstInvoice = await Invoice.query()
      .where('subscription_id', subscription.id)
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.equal(+firstInvoice.periodStart, +periodEnd)
    assert.equal(firstInvoice.totalSatang, 79500)
    assert.equal(firstInvoice.status, InvoiceStatus.PAID)

    // The renewal on the effective date switches plan and charges the new price.
    clock.travelTo(effective.plus({ minutes: 5 }))
    await renewMembership(subscription.id)
    await subscription.refresh()
    assert.equal(subscription.priceId, business.id)
    assert.equal(subscription.planId, business.planId)
    assert.isNull(subscription.scheduledPriceId)
    const changed = await Invoice.query()
      .where('subscription_id', subscription.id)
      .orderBy('id', 'desc')
      .firstOrFail()
    assert.equal(changed.totalSatang, business.amountSatang)
    assert.equal(changed.status, InvoiceStatus.PAID)
  })

  test('[spec 2.7] plan change refused for the current or an unknown price; keep my plan withdraws it', async ({
    client,
    assert,
  }) => {
    const { user, subscription } = await memberWithCard({ startedAt: NOW.minus({ days: 20 }) })
    for (const priceId of [subscription.priceId, 999999]) {
      const response = await client
        .post(`/settings/subscriptions/${subscription.id}/change-plan`)
        .withCsrfToken()
        .form({ price_id: priceId })
        .redirects(0)
        .loginAs(user)
      assert.property((response.flashMessages() as any).inputErrorsBag, 'price_id')
    }
    await subscription.refresh()
    assert.isNull(subscription.scheduledPriceId)

    const annual = await priceFor(PlanSlug.PERSONAL, BillingPeriod.YEAR)
    await client
      .post(`/settings/subscriptions/${subscription.id}/change-plan`)
      .withCsrfToken()
      .form({ price_id: annual.id })
      .redirects(0)
      .loginAs(user)
    await subscription.refresh()
    assert.equal(subscription.scheduledPriceId, annual.id)
    const [row] = await rowsOf(client, user)
    assert.equal(row.scheduledChange.priceId, annual.id)
    assert.isTrue(row.can.keepPlan)
    const withdraw = await client
      .delete(`/settings/subscriptions/${subscription.id}/change-plan`)
      .withCsrfToken()
      .redirects(0)
      .loginAs(user)
    withdraw.assertStatus(302)
    await subscription.refresh()
    assert.isNull(subscription.scheduledPriceId)
  })

  test('[spec 2.8] a free member sees their membership; the plan change is left to member services', async ({
    client,
    assert,
  }) => {
    const { user } = await demo('free@lexpat.test')
    const [row] = await rowsOf(client, user)
    assert.isTrue(row.freeMember)
    assert.isNull(row.nextCharge)
    assert.equal(row.planChangeBlocker, 'free_member')
    assert.isFalse(row.can.changePlan)
    const response = await client
      .get(`/settings/subscriptions/${row.id}/change-plan`)
      .redirects(0)
      .loginAs(user)
    assert.equal(response.header('location'), '/settings/subscriptions')
    void DateTime
  })
})
