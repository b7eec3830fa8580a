import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import { BillingPeriod, PlanSlug, SubscriptionStatus as S } from '#enums/billing'
import { RoleSlug } from '#enums/role'
import Subscription from '#models/subscription'
import WrittenRequest from '#models/written_request'
import { CancellationConfirmedMail } from '#mails/billing_mails'
import WrittenRequestMail from '#mails/written_request_mail'
import { priceFor } from '#database/factories/billing_factories'
import { planChangeEffectiveAt } from '#services/memberships/plan_change'
import emailRecorder from '#services/platform/email_recorder'
import { countRows, createUser, useDatabase } from '#tests/helpers'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const ZONE = 'Asia/Bangkok'
const daysAgo = (days: number) => DateTime.now().setZone(ZONE).minus({ days }).toISODate()!
const startOfDay = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).startOf('day')

/** A member with an active monthly Personal membership that started months ago. */
async function activeMember(period: BillingPeriod = BillingPeriod.MONTH) {
  const price = await priceFor(PlanSlug.PERSONAL, period)
  const member = await createUser(RoleSlug.USER, { locale: 'en' })
  const start = DateTime.utc().minus({ months: 14 }).startOf('second')
  const subscription = await Subscription.create({
    status: S.ACTIVE,
    customCreated: false,
    declaredIncarcerated: false,
    membershipNumber: `LX-TEST-${randomUUID().slice(0, 12)}`,
    userId: member.id,
    planId: price.planId,
    priceId: price.id,
    startedAt: start,
    appliedAt: start.minus({ days: 1 }),
    currentPeriodStart: DateTime.utc().minus({ days: 10 }).startOf('second'),
    currentPeriodEnd: DateTime.utc().plus({ days: 20 }).startOf('second'),
  })
  return { member, subscription, price }
}

test.group('Requests received in writing (SPEC §1)', (group) => {
  useDatabase(group)
  group.each.teardown(async () => {
    await emailRecorder.settled()
    mail.restore()
  })

  test("[spec 1] a cancellation received by email is recorded from the day received: 30 days' notice, mailed, listed", async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { member, subscription } = await activeMember()
    const admin = await createUser(RoleSlug.ACCOUNTING)
    const received = daysAgo(5)
    const response = await client
      .post(`/admin/subscriptions/${subscription.id}/written-requests`)
      .header('referer', '/admin/subscriptions')
      .withCsrfToken()
      .loginAs(admin)
      .fields({
        kind: 'cancellation',
        channel: 'email',
        received_on: received,
        reason: 'Moving back home',
        notes: 'Please cancel my membership.',
      })
      .file('attachment', PDF, { filename: 'email.pdf', contentType: 'application/pdf' })
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage(
      'success',
      `The request for ${subscription.membershipNumber} is recorded and the member has been emailed.`
    )
    await subscription.refresh()
    assert.equal(subscription.status, S.CANCEL_PENDING)
    assert.equal(subscription.cancelRequestedAt!.toMillis(), startOfDay(received).toMillis())
    assert.equal(
      subscription.cancelEffectiveAt!.toMillis(),
      startOfDay(received).plus({ days: 30 }).toMillis()
    )
    assert.equal(subscription.cancellationChannel, 'email')
    const row = await WrittenRequest.findByOrFail('subscription_id', subscription.id)
    assert.equal(row.status, 'recorded')
    assert.equal(row.effectiveAt!.toMillis(), subscription.cancelEffectiveAt!.toMillis())
    assert.equal(row.recordedBy, admin.id)
    mails.assertQueued(CancellationConfirmedMail, (sent) => sent.message.hasTo(member.email))

    const list = await client.get('/admin/delete_subscriptions').withInertia().loginAs(admin)
    const numbers = list.inertiaProps.list.rows.map((r: any) => r.membershipNumber)
    assert.include(numbers, subscription.membershipNumber)
    assert.equal(list.inertiaProps.writtenRequests[0].id, row.id)
    assert.equal(list.inertiaProps.writtenRequests[0].attachmentName, 'email.pdf')

    const mine = await client.get('/settings/subscriptions').withInertia().loginAs(member)
    assert.equal(mine.inertiaProps.writtenRequests[0].kind, 'cancellation')
    assert.equal(mine.inertiaProps.writtenRequests[0].channel, 'email')
    assert.equal(
      mine.inertiaProps.writtenRequests[0].effectiveAt,
      subscription.cancelEffectiveAt!.toISO()
    )
    await drive.use().delete(row.attachmentPath!)
  })

  test('[design 7] the scanned letter is private: staff reach it through a short signed link only', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { subscription } = await activeMember()
    const admin = await createUser(RoleSlug.ADMIN)
    await client
      .post(`/admin/subscriptions/${subscription.id}/written-requests`)
      .withCsrfToken()
      .loginAs(admin)
      .fields({ kind: 'cancellation', channel: 'letter', received_on: daysAgo(1), reason: 'Costs' })
      .file('attachment', PDF, { filename: 'letter.pdf', contentType: 'application/pdf' })
      .redirects(0)
    const row = await WrittenRequest.findByOrFail('subscription_id', subscription.id)
    assert.match(row.attachmentPath!, /^written-requests\/\d+\/[a-f0-9-]+\.pdf$/)
    assert.equal(row.attachmentMime, 'application/pdf')
    await assert.rejects(() => drive.use().getUrl(row.attachmentPath!))
    const underPublic = await client.get(`/uploads/${row.attachmentPath}`)
    underPublic.assertStatus(404)
    const unsigned = await client.get(`/files/private/${row.attachmentPath}`)
    unsigned.assertStatus(404)

    const open = await client
      .get(`/admin/subscriptions/written-requests/${row.id}/attachment`)
      .loginAs(admin)
      .redirects(0)
    open.assertStatus(302)
    const signed = new URL(open.header('location')!)
    const file = await client.get(`${signed.pathname}${signed.search}`)
    file.assertStatus(200)
    assert.include(file.header('content-type'), 'application/pdf')
    file.assertHeader('cache-control', 'private, no-store')
    assert.equal(
      await countRows('audit_logs', { action: 'subscription.written_request_attachment_viewed' }),
      1
    )
    const lawyer = await createUser(RoleSlug.LAWYER)
    const refused = await client
      .get(`/admin/subscriptions/written-requests/${row.id}/attachment`)
      .loginAs(lawyer)
      .redirects(0)
    refused.assertStatus(403)
    await drive.use().delete(row.attachmentPath!)
  })

  test('[spec 1] a plan change received by letter waits for the renewal 30 days after the day received; the member is emailed', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { member, subscription } = await activeMember()
    const business = await priceFor(PlanSlug.BUSINESS, BillingPeriod.MONTH)
    const admin = await createUser(RoleSlug.SUPER_ADMIN)
    const received = daysAgo(2)
    await client
      .post(`/admin/subscriptions/${subscription.id}/written-requests`)
      .withCsrfToken()
      .loginAs(admin)
      .fields({
        kind: 'plan_change',
        channel: 'letter',
        received_on: received,
        price_id: String(business.id),
      })
      .file('attachment', PDF, { filename: 'letter.pdf', contentType: 'application/pdf' })
      .redirects(0)
    await subscription.refresh()
    await subscription.load('price')
    assert.equal(subscription.status, S.ACTIVE)
    assert.equal(subscription.scheduledPriceId, business.id)
    const expected = planChangeEffectiveAt(subscription, startOfDay(received))
    assert.equal(subscription.scheduledChangeAt!.toMillis(), expected.toMillis())
    assert.isAtLeast(subscription.scheduledChangeAt!.diff(startOfDay(received), 'days').days, 30)
    mails.assertQueued(WrittenRequestMail, (sent) => {
      return sent.message.hasTo(member.email) && sent.facts.newPlan?.name === 'Business'
    })
    const row = await WrittenRequest.findByOrFail('subscription_id', subscription.id)
    await drive.use().delete(row.attachmentPath!)
  })

  test('[spec 1] a phone request changes nothing until the member confirms it in writing from the signed link', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { member, subscription } = await activeMember()
    const admin = await createUser(RoleSlug.ADMIN)
    const recorded = await client
      .post(`/admin/subscriptions/${subscription.id}/written-requests`)
      .withCsrfToken()
      .loginAs(admin)
      .fields({
        kind: 'cancellation',
        channel: 'phone',
        received_on: daysAgo(3),
        reason: 'Retiring',
      })
      .redirects(0)
    recorded.assertFlashMessage(
      'success',
      `The phone request for ${subscription.membershipNumber} is waiting for the member's written confirmation; we emailed them the link.`
    )
    await subscription.refresh()
    assert.equal(subscription.status, S.ACTIVE)
    assert.isNull(subscription.cancelRequestedAt)
    const row = await WrittenRequest.findByOrFail('subscription_id', subscription.id)
    assert.equal(row.status, 'awaiting_confirmation')
    assert.isNull(row.effectiveAt)

    // A second call about the same request is not a second request.
    const repeated = await client
      .post(`/admin/subscriptions/${subscription.id}/written-requests`)
      .header('referer', '/admin/subscriptions')
      .withCsrfToken()
      .loginAs(admin)
      .fields({
        kind: 'cancellation',
        channel: 'phone',
        received_on: daysAgo(2),
        reason: 'Retiring',
      })
      .redirects(0)
    const repeatedErrors = repeated.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(repeatedErrors.kind, [
      "A request of this kind already waits for the member's written confirmation.",
    ])
    assert.equal(await countRows('written_requests'), 1)

    // Visible to staff while it waits.
    const list = await client.get('/admin/delete_subscriptions').withInertia().loginAs(admin)
    assert.equal(list.inertiaProps.writtenRequests[0].status, 'awaiting_confirmation')

    const sent = mails.queued().find((m) => m instanceof WrittenRequestMail) as WrittenRequestMail
    assert.isTrue(sent.message.hasTo(member.email))
    const link = new URL(sent.facts.confirmUrl!)
    assert.equal(link.pathname, `/settings/written-requests/${row.id}/confirm`)
    const path = `${link.pathname}${link.search}`

    // The link is the member's alone, and only with its signature.
    const stranger = await createUser(RoleSlug.USER)
    const strangerPage = await client.get(path).loginAs(stranger)
    strangerPage.assertStatus(404)
    const withoutSignature = await client.get(link.pathname).loginAs(member)
    withoutSignature.assertStatus(404)
    const guest = await client.get(path).redirects(0)
    guest.assertStatus(302)
    assert.match(guest.header('location')!, /^\/login(\?|$)/)
    const strangerPost = await client
      .post(link.pathname)
      .withCsrfToken()
      .loginAs(stranger)
      .redirects(0)
    strangerPost.assertStatus(404)

    const page = await client.get(path).withInertia().loginAs(member)
    page.assertInertiaComponent('Settings/ConfirmWrittenRequest')
    assert.equal(page.inertiaProps.request.status, 'awaiting_confirmation')

    const before = DateTime.utc().startOf('second')
    const confirmed = await client.post(link.pathname).withCsrfToken().loginAs(member).redirects(0)
    confirmed.assertHeader('location', '/settings/subscriptions')
    confirmed.assertFlashMessage(
      'success',
      'Thank you: your request is confirmed in writing. We have emailed you what happens next.'
    )
    await subscription.refresh()
    await row.refresh()
    assert.equal(subscription.status, S.CANCEL_PENDING)
    assert.equal(row.status, 'recorded')
    assert.isNotNull(row.confirmedAt)
    // The notice runs from the written confirmation, not from the call.
    assert.isAtLeast(subscription.cancelRequestedAt!.toMillis(), before.toMillis())
    assert.equal(
      subscription.cancelEffectiveAt!.toMillis(),
      subscription.cancelRequestedAt!.plus({ days: 30 }).toMillis()
    )
    assert.equal(subscription.cancellationChannel, 'written')
    mails.assertQueued(CancellationConfirmedMail, (m) => m.message.hasTo(member.email))

    const again = await client.post(link.pathname).withCsrfToken().loginAs(member).redirects(0)
    again.assertFlashMessage('error', 'This request is already confirmed.')
  })

  test('[spec 1] bad input gets a field message and records nothing', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { subscription } = await activeMember()
    const admin = await createUser(RoleSlug.ADMIN)
    const post = (fields: Record<string, string>, file?: { bytes: Buffer; name: string }) => {
      const request = client
        .post(`/admin/subscriptions/${subscription.id}/written-requests`)
        .header('referer', '/admin/subscriptions')
        .withCsrfToken()
        .loginAs(admin)
        .fields(fields)
        .redirects(0)
      return file ? request.file('attachment', file.bytes, { filename: file.name }) : request
    }
    const pdf = { bytes: PDF, name: 'letter.pdf' }
    const cases: Array<[Record<string, string>, typeof pdf | undefined, string]> = [
      [
        { kind: 'cancellation', channel: 'email', received_on: daysAgo(1), reason: 'Costs' },
        undefined,
        'attachment',
      ],
      [
        { kind: 'cancellation', channel: 'letter', received_on: daysAgo(-3), reason: 'Costs' },
        pdf,
        'received_on',
      ],
      [
        { kind: 'cancellation', channel: 'letter', received_on: '2026-02-30', reason: 'Costs' },
        pdf,
        'received_on',
      ],
      [{ kind: 'plan_change', channel: 'phone', received_on: daysAgo(1) }, undefined, 'price_id'],
      [
        {
          kind: 'plan_change',
          channel: 'phone',
          received_on: daysAgo(1),
          price_id: String(subscription.priceId),
        },
        undefined,
        'price_id',
      ],
      [{ kind: 'cancellation', channel: 'fax', received_on: daysAgo(1) }, undefined, 'channel'],
      [
        { kind: 'cancellation', channel: 'letter', received_on: daysAgo(1), reason: 'Costs' },
        { bytes: Buffer.from('just text'), name: 'letter.pdf' },
        'attachment',
      ],
    ]
    for (const [fields, file, field] of cases) {
      const response = await post(fields, file)
      assert.equal(response.status(), 302, JSON.stringify(fields))
      assert.property(response.flashMessages().inputErrorsBag ?? {}, field, JSON.stringify(fields))
    }
    assert.equal(await countRows('written_requests'), 0)
    await subscription.refresh()
    assert.equal(subscription.status, S.ACTIVE)
    assert.isNull(subscription.scheduledPriceId)
  })

  test('[spec 1] a membership that is not active is refused with a message', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { subscription } = await activeMember()
    subscription.status = S.PAST_DUE
    await subscription.save()
    const admin = await createUser(RoleSlug.ADMIN)
    const response = await client
      .post(`/admin/subscriptions/${subscription.id}/written-requests`)
      .header('referer', '/admin/subscriptions')
      .withCsrfToken()
      .loginAs(admin)
      .fields({ kind: 'cancellation', channel: 'phone', received_on: daysAgo(1), reason: 'Costs' })
      .redirects(0)
    const bag = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(bag.kind, ['Only an active membership can be changed or cancelled.'])
    assert.equal(await countRows('written_requests'), 0)
  })

  for (const role of [RoleSlug.OFFICER_ACCESS, RoleSlug.LAWYER, RoleSlug.USER]) {
    test(`[spec 6] ${role} may not record a request received in writing`, async ({
      client,
      assert,
    }) => {
      const { subscription } = await activeMember()
      const actor = await createUser(role)
      const response = await client
        .post(`/admin/subscriptions/${subscription.id}/written-requests`)
        .withCsrfToken()
        .accept('json')
        .loginAs(actor)
        .fields({ kind: 'cancellation', channel: 'phone', received_on: daysAgo(1), reason: 'x' })
      response.assertStatus(403)
      assert.equal(await countRows('written_requests'), 0)
    })
  }
})

test.group('Requests received in writing: the member mails (en/th)', (group) => {
  useDatabase(group)

  test('[spec 1] the plan-change mail says what was recorded and when it takes effect, in Thai for a Thai member', async ({
    assert,
  }) => {
    const facts = {
      kind: 'plan_change' as const,
      channel: 'letter' as const,
      status: 'recorded' as const,
      membershipNumber: 'LX-2026-000123',
      receivedAt: DateTime.fromISO('2026-11-02T00:00:00', { zone: ZONE }),
      effectiveAt: DateTime.fromISO('2026-12-28T00:00:00', { zone: ZONE }),
      newPlan: { name: 'Business', period: 'month' as const },
      confirmUrl: null,
    }
    const en = new WrittenRequestMail({ email: 'a@example.com', name: 'Anna' }, facts)
    await en.buildWithContents()
    const enJson = en.message.toJSON().message
    assert.equal(enJson.subject, 'Your Lexpat plan change is recorded')
    assert.include(String(enJson.html), 'The change takes effect on 28 December 2026')
    assert.include(String(enJson.html), 'Business (monthly)')

    const th = new WrittenRequestMail(
      { email: 'a@example.com', name: 'Anna', locale: 'th' },
      {
        ...facts,
        status: 'awaiting_confirmation',
        kind: 'cancellation',
        channel: 'phone',
        effectiveAt: null,
        newPlan: null,
        confirmUrl: 'https://lexpat.example/settings/written-requests/1/confirm?signature=x',
      }
    )
    await th.buildWithContents()
    const thJson = th.message.toJSON().message
    assert.equal(thJson.subject, 'โปรดยืนยันคำขอ Lexpat ของคุณเป็นลายลักษณ์อักษร')
    assert.include(String(thJson.html), 'ยืนยันคำขอของฉัน')
    assert.include(String(thJson.html), '/settings/written-requests/1/confirm?signature=x')
  })
})
