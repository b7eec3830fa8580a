import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { RoleSlug } from '#enums/role'
import { BillingPeriod, PlanSlug, SubscriptionStatus } from '#enums/billing'
import AuditLog from '#models/audit_log'
import mail from '@adonisjs/mail/services/main'
import { CancellationConfirmedMail } from '#mails/billing_mails'
import { SubscriptionFactory, priceFor } from '#database/factories/billing_factories'
import { countRows, createUser, useDatabase } from '#tests/helpers'

const BILLING = [RoleSlug.ADMIN, RoleSlug.SUPER_ADMIN, RoleSlug.ACCOUNTING]

async function cancellation(
  number: string,
  overrides: Record<string, unknown> = {},
  state: 'cancel_pending' | 'cancelled' = 'cancel_pending'
) {
  // Named after the membership: a random name ("Emmalee") could match another row's search.
  const member = await createUser(RoleSlug.USER, {
    name: `Member ${number}`,
    email: `${number.toLowerCase()}@example.com`,
    ...((overrides.member as object) ?? {}),
  })
  delete overrides.member
  return SubscriptionFactory.apply(state)
    .merge({
      userId: member.id,
      membershipNumber: number,
      cancellationChannel: 'email',
      cancellationReason: 'Moving back home',
      cancellationText: 'Please cancel my membership from next month.',
      ...overrides,
    })
    .create()
}

const numbers = (response: any) =>
  response.inertiaProps.list.rows.map((row: { membershipNumber: string }) => row.membershipNumber)

test.group('Admin Delete Subscriptions (SPEC §1, §2.9)', (group) => {
  useDatabase(group)

  for (const role of BILLING) {
    test(`[spec 2.9] ${role} sees the written cancellation requests with reason, text and dates`, async ({
      client,
      assert,
    }) => {
      const requested = DateTime.fromISO('2026-11-02T03:00:00Z')
      await cancellation('LX-2026-000100', {
        cancelRequestedAt: requested,
        cancelEffectiveAt: requested.plus({ days: 30 }),
      })
      const other = await createUser()
      await SubscriptionFactory.merge({
        userId: other.id,
        membershipNumber: 'LX-2026-000101',
      }).create()
      const staff = await createUser(role)
      const response = await client.get('/admin/delete_subscriptions').withInertia().loginAs(staff)
      response.assertStatus(200)
      response.assertInertiaComponent('Admin/DeleteSubscriptions')
      assert.deepEqual(numbers(response), ['LX-2026-000100'])
      const [row] = response.inertiaProps.list.rows
      assert.containsSubset(row, {
        status: 'cancel_pending',
        channel: 'email',
        reason: 'Moving back home',
        text: 'Please cancel my membership from next month.',
        requestedAt: requested.toISO(),
        effectiveAt: requested.plus({ days: 30 }).toISO(),
      })
    })
  }

  for (const role of [RoleSlug.OFFICER_ACCESS, RoleSlug.LAWYER, RoleSlug.USER]) {
    test(`[spec 6] ${role} gets 403 on Delete Subscriptions, its CSV, record and undo`, async ({
      client,
      assert,
    }) => {
      const subscription = await cancellation('LX-2026-000102')
      const user = await createUser(role)
      const page = await client.get('/admin/delete_subscriptions').withInertia().loginAs(user)
      page.assertStatus(403)
      const csv = await client.get('/admin/delete_subscriptions/export').loginAs(user)
      csv.assertStatus(403)
      const undo = await client
        .post(`/admin/delete_subscriptions/${subscription.id}/undo`)
        .withCsrfToken()
        .redirects(0)
        .loginAs(user)
      undo.assertStatus(403)
      const store = await client
        .post('/admin/delete_subscriptions')
        .withCsrfToken()
        .form({})
        .redirects(0)
        .loginAs(user)
      store.assertStatus(403)
      await subscription.refresh()
      assert.equal(subscription.status, SubscriptionStatus.CANCEL_PENDING)
    })
  }

  test('[spec 2.9] state, channel, search, dates and sort filter the list; the CSV holds the same set', async ({
    client,
    assert,
  }) => {
    const day = (iso: string) => DateTime.fromISO(iso)
    await cancellation('LX-2026-000110', {
      cancelRequestedAt: day('2026-10-01T03:00:00Z'),
      cancelEffectiveAt: day('2026-10-31T03:00:00Z'),
      member: { name: 'Malee Wong' },
    })
    await cancellation('LX-2026-000111', {
      cancelRequestedAt: day('2026-09-01T03:00:00Z'),
      cancelEffectiveAt: day('2026-10-01T03:00:00Z'),
      cancellationChannel: 'written',
    })
    await cancellation(
      'LX-2026-000112',
      {
        cancelRequestedAt: day('2026-08-01T03:00:00Z'),
        cancelEffectiveAt: day('2026-08-31T03:00:00Z'),
      },
      'cancelled'
    )
    const admin = await createUser(RoleSlug.ADMIN)
    const get = (qs: Record<string, string>) =>
      client.get('/admin/delete_subscriptions').qs(qs).withInertia().loginAs(admin)
    assert.deepEqual(numbers(await get({})), ['LX-2026-000112', 'LX-2026-000111', 'LX-2026-000110'])
    assert.deepEqual(numbers(await get({ state: 'cancelled' })), ['LX-2026-000112'])
    assert.deepEqual(numbers(await get({ channel: 'written' })), ['LX-2026-000111'])
    assert.deepEqual(numbers(await get({ q: 'malee' })), ['LX-2026-000110'])
    assert.deepEqual(numbers(await get({ from: '2026-09-01', to: '2026-09-30' })), [
      'LX-2026-000111',
    ])
    assert.deepEqual(numbers(await get({ sort: 'requested_at', dir: 'desc' })), [
      'LX-2026-000110',
      'LX-2026-000111',
      'LX-2026-000112',
    ])
    const csv = await client
      .get('/admin/delete_subscriptions/export')
      .qs({ state: 'cancel_pending' })
      .loginAs(admin)
    csv.assertStatus(200)
    assert.include(csv.text(), 'LX-2026-000110')
    assert.include(csv.text(), 'Please cancel my membership from next month.')
    assert.notInclude(csv.text(), 'LX-2026-000112')
  })

  test('[spec 1] staff record a written request: 30 days notice, the text kept, audited, confirmed by mail', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const member = await createUser()
    const subscription = await SubscriptionFactory.merge({
      userId: member.id,
      membershipNumber: 'LX-2026-000120',
    }).create()
    const accounting = await createUser(RoleSlug.ACCOUNTING)
    const post = (form: Record<string, string>) =>
      client
        .post('/admin/delete_subscriptions')
        .withCsrfToken()
        .header('referer', '/admin/delete_subscriptions')
        .form(form)
        .redirects(0)
        .loginAs(accounting)

    const bad = await post({
      membership_number: 'LX-2026-000120',
      channel: 'phone',
      reason: '',
      text: 'short',
    })
    assert.properties(bad.flashMessages().inputErrorsBag, ['channel', 'reason', 'text'])
    const unknown = await post({
      membership_number: 'LX-2026-999999',
      channel: 'email',
      reason: 'Moving abroad',
      text: 'Please cancel my membership, I am leaving Thailand.',
    })
    assert.property(unknown.flashMessages().inputErrorsBag, 'membership_number')
    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.ACTIVE)

    const good = await post({
      membership_number: 'lx-2026-000120',
      channel: 'email',
      reason: 'Moving abroad',
      text: 'Please cancel my membership, I am leaving Thailand.',
    })
    good.assertStatus(302)
    await subscription.refresh()
    assert.equal(subscription.status, SubscriptionStatus.CANCEL_PENDING)
    assert.equal(
      subscription.cancellationText,
      'Please cancel my membership, I am leaving Thailand.'
    )
    assert.equal(subscription.cancellationChannel, 'email')
    assert.equal(
      subscription.cancelEffectiveAt!.toMillis(),
      subscription.cancelRequestedAt!.plus({ days: 30 }).toMillis()
    )
    const audit = await AuditLog.findByOrFail('action', 'subscription.cancellation_recorded')
    assert.equal(audit.userId, accounting.id)
    mails.assertQueued(CancellationConfirmedMail, (sent) => sent.recipient.email === member.email)
  }).teardown(() => mail.restore())

  test('[spec 1] an annual membership ends no earlier than its first 12 months', async ({
    client,
    assert,
  }) => {
    const annual = await priceFor(PlanSlug.PERSONAL, BillingPeriod.YEAR)
    const startedAt = DateTime.utc().minus({ months: 2 }).startOf('second')
    const owner = await createUser()
    const subscription = await SubscriptionFactory.merge({
      userId: owner.id,
      membershipNumber: 'LX-2026-000121',
      priceId: annual.id,
      startedAt,
    }).create()
    const admin = await createUser(RoleSlug.ADMIN)
    await client
      .post('/admin/delete_subscriptions')
      .withCsrfToken()
      .form({
        membership_number: 'LX-2026-000121',
        channel: 'written',
        reason: 'Too expensive',
        text: 'I would like to end my annual plan as soon as allowed.',
      })
      .redirects(0)
      .loginAs(admin)
    await subscription.refresh()
    assert.equal(
      subscription.cancelEffectiveAt!.toMillis(),
      startedAt.plus({ months: 12 }).toMillis()
    )
  })

  test('[spec 1] undo before the effective date keeps the membership active; after it, refused', async ({
    client,
    assert,
  }) => {
    const open = await cancellation('LX-2026-000130', {
      cancelRequestedAt: DateTime.utc().minus({ days: 5 }).startOf('second'),
      cancelEffectiveAt: DateTime.utc().plus({ days: 25 }).startOf('second'),
    })
    const late = await cancellation('LX-2026-000131', {
      cancelRequestedAt: DateTime.utc().minus({ days: 31 }).startOf('second'),
      cancelEffectiveAt: DateTime.utc().minus({ days: 1 }).startOf('second'),
    })
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const list = await client.get('/admin/delete_subscriptions').withInertia().loginAs(admin)
    const canUndo = Object.fromEntries(
      list.inertiaProps.list.rows.map((row: any) => [row.membershipNumber, row.canUndo])
    )
    assert.deepEqual(canUndo, { 'LX-2026-000130': true, 'LX-2026-000131': false })

    const undo = (id: number) =>
      client
        .post(`/admin/delete_subscriptions/${id}/undo`)
        .withCsrfToken()
        .header('referer', '/admin/delete_subscriptions')
        .redirects(0)
        .loginAs(admin)
    const ok = await undo(open.id)
    assert.property(ok.flashMessages(), 'success')
    await open.refresh()
    assert.equal(open.status, SubscriptionStatus.ACTIVE)
    assert.isNull(open.cancelEffectiveAt)
    assert.isNull(open.cancellationText)
    const audit = await AuditLog.findByOrFail('action', 'subscription.cancellation_undone')
    assert.equal(audit.userId, admin.id)
    assert.deepInclude(audit.changes!.before as object, { status: 'cancel_pending' })

    const refused = await undo(late.id)
    assert.property(refused.flashMessages(), 'error')
    await late.refresh()
    assert.equal(late.status, SubscriptionStatus.CANCEL_PENDING)
    assert.equal(await countRows('audit_logs'), 1)
  })
})
