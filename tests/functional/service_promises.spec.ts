import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import type { DeskKind } from '#enums/desk'
import AuditLog from '#models/audit_log'
import MemberRequest from '#models/member_request'
import ServicePromise from '#models/service_promise'
import type User from '#models/user'
import type Subscription from '#models/subscription'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import { ConsultancyRequestFactory } from '#database/factories/content_factories'
import { seedHolidays } from '#database/seed/holidays'
import { ClockReminderMail } from '#mails/clock_reminder_mail'
import clock from '#services/billing/clock'
import { forgetBusinessCalendar } from '#services/platform/business_calendar'
import { sendDueClockReminders } from '#services/support_desk/clock_reminders'
import { dueAt } from '#services/support_desk/desk/promises'
import { promiseBoard } from '#services/support_desk/desk/promise_board'
import { countRows, createUser, useDatabase } from '#tests/helpers'

/**
 * Promises kept in the open (DESIGN §11): staff edit the table of service
 * promises, the dashboard shows what is due today and overdue and the
 * month's promises met, and reminders go out once per request and threshold.
 */

const bangkok = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Bangkok' })
const PROMISES = '/admin/settings/service-promises'

const TABLE = {
  advice: { unit: 'business_days', amount: 1 },
  callback: { unit: 'business_hours', amount: 4 },
  document_review: { unit: 'business_days', amount: 3 },
  letter_or_call: { unit: 'business_days', amount: 3 },
  emergency: { unit: 'at_once', amount: 0 },
}

function put(client: any, user: User, body: Record<string, unknown>) {
  return client
    .put(PROMISES)
    .withCsrfToken()
    .loginAs(user)
    .header('referer', '/admin/settings')
    .json(body)
    .redirects(0)
}

async function memberWithPlan() {
  const member = await createUser(RoleSlug.USER, { name: 'Maya Member' })
  const membership = await SubscriptionFactory.merge({ userId: member.id }).create()
  return { member, membership }
}

/** A member request as the desk stores it: received, with its due time fixed. */
function request(
  who: { member: User; membership: Subscription },
  kind: DeskKind,
  receivedAt: DateTime,
  due: DateTime,
  extra: Partial<MemberRequest> = {}
) {
  return MemberRequest.create({
    userId: who.member.id,
    subscriptionId: who.membership.id,
    kind,
    subject: `${kind} request`,
    details: 'Details',
    status: 'received',
    receivedAt: receivedAt.toUTC(),
    dueAt: due.toUTC(),
    ...extra,
  })
}

test.group('Service promises: the editor (DESIGN §11)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    forgetBusinessCalendar()
    await seedHolidays()
    return () => forgetBusinessCalendar()
  })

  test('[spec 2.9] staff change a promise: saved, audited with before and after, and new requests are due by it', async ({
    client,
    assert,
  }) => {
    const officer = await createUser(RoleSlug.OFFICER_ACCESS)
    const page = await client.get('/admin/settings').withInertia().loginAs(officer)
    page.assertStatus(200)
    const rows = (page.inertiaProps.promises as any).rows
    assert.deepEqual(
      rows.map((row: any) => `${row.kind}:${row.amount} ${row.unit}`),
      [
        'advice:1 business_days',
        'callback:4 business_hours',
        'document_review:3 business_days',
        'letter_or_call:3 business_days',
        'emergency:0 at_once',
      ]
    )

    const saved = await put(client, officer, {
      ...TABLE,
      callback: { unit: 'business_hours', amount: 2 },
      document_review: { unit: 'business_days', amount: 5 },
    })
    saved.assertHeader('location', '/admin/settings')
    saved.assertFlashMessage('success', 'The service promises were saved.')
    const callback = await ServicePromise.findByOrFail('kind', 'callback')
    assert.equal(callback.amount, 2)
    const audits = await AuditLog.query()
      .where('action', 'service_promise.updated')
      .orderBy('id', 'asc')
    assert.lengthOf(audits, 2)
    assert.deepEqual(audits[0].changes, {
      kind: 'callback',
      before: { unit: 'business_hours', amount: 4 },
      after: { unit: 'business_hours', amount: 2 },
    })
    assert.equal(audits[0].userId, officer.id)

    // A call-back asked on Friday 16:00 is now due Monday 10:00 (two business hours).
    const { due } = await dueAt('callback', bangkok('2026-11-20T16:00'))
    assert.equal(due.setZone('Asia/Bangkok').toFormat('ccc HH:mm'), 'Mon 10:00')

    const again = await put(client, officer, {
      ...TABLE,
      callback: { unit: 'business_hours', amount: 2 },
      document_review: { unit: 'business_days', amount: 5 },
    })
    again.assertFlashMessage('info', 'Nothing changed.')
    assert.equal(await countRows('audit_logs', { action: 'service_promise.updated' }), 2)
  })

  test('[spec 2.9] a promise out of range or of an unknown unit is refused and nothing changes; "at once" needs no amount', async ({
    client,
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ callback: { unit: 'business_hours', amount: 0 } }, 'callback.amount', /1 to 40/],
      [{ callback: { unit: 'business_hours', amount: 41 } }, 'callback.amount', /1 to 40/],
      [{ advice: { unit: 'business_days', amount: null } }, 'advice.amount', /1 to 30/],
      [{ advice: { unit: 'weeks', amount: 2 } }, 'advice.unit', /business hours, business days/],
      [{ advice: { unit: 'business_days', amount: 1.5 } }, 'advice.amount', /whole number/],
    ]
    for (const [change, field, message] of cases) {
      const response = await put(client, admin, { ...TABLE, ...change })
      response.assertHeader('location', '/admin/settings')
      const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
      assert.match(errors?.[field]?.[0] ?? '', message, JSON.stringify(errors))
    }
    assert.equal(await countRows('audit_logs', { action: 'service_promise.updated' }), 0)

    const atOnce = await put(client, admin, {
      ...TABLE,
      advice: { unit: 'at_once', amount: 7 },
    })
    atOnce.assertFlashMessage('success', 'The service promises were saved.')
    const advice = await ServicePromise.findByOrFail('kind', 'advice')
    assert.deepEqual([advice.unit, advice.amount], ['at_once', 0])
  })

  test('[spec 6] members, lawyers and guests cannot change the promises', async ({
    client,
    assert,
  }) => {
    for (const role of [RoleSlug.USER, RoleSlug.LAWYER]) {
      const user = await createUser(role)
      const response = await put(client, user, TABLE)
      assert.equal(response.status(), 403, role)
    }
    const guest = await client.put(PROMISES).withCsrfToken().json(TABLE).redirects(0)
    guest.assertHeader('location', '/admin/login')
    assert.equal(await countRows('audit_logs', { action: 'service_promise.updated' }), 0)
  })
})

test.group('Service promises: the dashboard and the reminders (DESIGN §11)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    forgetBusinessCalendar()
    await seedHolidays()
    const { mails } = mail.fake()
    reminders = () => mails.queued().filter((sent) => sent instanceof ClockReminderMail)
    return () => {
      mail.restore()
      clock.travelBack()
      forgetBusinessCalendar()
    }
  })
  let reminders: () => ClockReminderMail[] = () => []

  test('[spec 2.9] the dashboard lists overdue and due-today requests with their due times', async ({
    client,
    assert,
  }) => {
    const now = bangkok('2026-11-25T10:00')
    clock.travelTo(now)
    const who = await memberWithPlan()
    const overdue = await request(who, 'callback', now.minus({ days: 1 }), now.minus({ hours: 2 }))
    const today = await request(who, 'advice', now.minus({ days: 1 }), now.set({ hour: 16 }))
    await request(who, 'document_review', now, now.plus({ days: 3 }))
    // Answered: no longer on either list, even though its due time has passed.
    await request(who, 'letter_or_call', now.minus({ days: 5 }), now.minus({ days: 1 }), {
      status: 'answered',
      answeredAt: now.minus({ days: 2 }).toUTC(),
    })

    const officer = await createUser(RoleSlug.OFFICER_ACCESS)
    const page = await client.get('/admin/dashboard').withInertia().loginAs(officer)
    page.assertStatus(200)
    const board = page.inertiaProps.promises as any
    assert.deepEqual(
      board.overdue.rows.map((row: any) => [row.id, row.kind]),
      [[overdue.id, 'callback']]
    )
    assert.equal(board.overdue.total, 1)
    assert.deepEqual(
      board.dueToday.rows.map((row: any) => row.id),
      [today.id]
    )
    assert.equal(
      DateTime.fromISO(board.dueToday.rows[0].due_at).setZone('Asia/Bangkok').toFormat('HH:mm'),
      '16:00'
    )
    assert.equal(board.dueToday.rows[0].member, 'Maya Member')
  })

  test('[spec 2.9] the month: promises met out of those answered or past due, per service', async ({
    assert,
  }) => {
    const now = bangkok('2026-11-25T10:00')
    const who = await memberWithPlan()
    const due = bangkok('2026-11-20T12:00')
    // Call-backs: one on time, one late, one still open past due (missed).
    await request(who, 'callback', due.minus({ hours: 4 }), due, {
      status: 'answered',
      answeredAt: due.minus({ minutes: 5 }).toUTC(),
    })
    await request(who, 'callback', due.minus({ hours: 4 }), due, {
      status: 'closed',
      answeredAt: due.plus({ hours: 1 }).toUTC(),
      closedAt: due.plus({ days: 1 }).toUTC(),
    })
    await request(who, 'callback', due.minus({ hours: 4 }), due)
    // Document review: closed without an answer before its due time (met); one not yet due (not counted).
    await request(who, 'document_review', due.minus({ days: 3 }), due, {
      status: 'closed',
      closedAt: due.minus({ days: 1 }).toUTC(),
    })
    await request(who, 'document_review', now, bangkok('2026-11-28T12:00'))
    // Last month's promise belongs to last month.
    await request(who, 'advice', bangkok('2026-10-30T10:00'), bangkok('2026-10-31T10:00'))

    const board = await promiseBoard(now)
    const figure = (kind: string) => board.month.byKind.find((entry) => entry.kind === kind)
    assert.equal(board.month.month, '2026-11')
    assert.deepInclude(figure('callback'), { met: 1, total: 3 })
    assert.deepInclude(figure('document_review'), { met: 1, total: 1 })
    assert.deepInclude(figure('advice'), { met: 0, total: 0 })
    assert.deepInclude(board.month, { met: 2, total: 4 })
  })

  test('[spec 9] a request about to fall due and then overdue: one reminder each, to its lawyer; a second run sends none', async ({
    assert,
  }) => {
    const lawyer = await createUser(RoleSlug.LAWYER, { locale: 'en' })
    await createUser(RoleSlug.ADMIN)
    const who = await memberWithPlan()
    const intake = await ConsultancyRequestFactory.merge({ lawyerId: lawyer.id }).create()
    // Received Wednesday 10:00, due 14:00 (a 4-business-hour call-back).
    const received = bangkok('2026-11-25T10:00')
    const item = await request(who, 'callback', received, bangkok('2026-11-25T14:00'), {
      consultancyRequestId: intake.id,
    })

    assert.equal(await sendDueClockReminders(bangkok('2026-11-25T11:00')), 0)
    assert.equal(await sendDueClockReminders(bangkok('2026-11-25T12:30')), 1)
    assert.equal(await sendDueClockReminders(bangkok('2026-11-25T12:45')), 0)
    assert.equal(await sendDueClockReminders(bangkok('2026-11-25T14:30')), 1)
    assert.equal(await sendDueClockReminders(bangkok('2026-11-25T15:30')), 0)

    const sent = reminders()
    // The consultancy request the call-back opened is reminded as the member request only.
    assert.deepEqual(
      sent.map((entry) => [entry.recipient.email, entry.facts.itemType, entry.facts.threshold]),
      [
        [lawyer.email, 'member_request', 'due_soon'],
        [lawyer.email, 'member_request', 'overdue'],
      ]
    )
    assert.include(sent[0].facts.reference, intake.intakeNumber)
    assert.equal(
      await countRows('clock_reminders', { item_type: 'member_request', item_id: item.id }),
      2
    )

    // Answered: nothing more.
    item.merge({ status: 'answered', answeredAt: bangkok('2026-11-25T15:00').toUTC() })
    await item.save()
    assert.equal(await sendDueClockReminders(bangkok('2026-11-26T10:00')), 0)
  })

  test('[spec 9] an unanswered emergency request is overdue at once, round the clock, for the admins and officers', async ({
    assert,
  }) => {
    const admin = await createUser(RoleSlug.ADMIN)
    const officer = await createUser(RoleSlug.OFFICER_ACCESS)
    await createUser(RoleSlug.ACCOUNTING)
    const who = await memberWithPlan()
    // Saturday night: no business hours, the emergency line still counts.
    const received = bangkok('2026-11-28T23:00')
    await request(who, 'emergency', received, received)
    assert.equal(await sendDueClockReminders(received.plus({ minutes: 10 })), 2)
    assert.sameMembers(
      reminders().map((entry) => entry.recipient.email),
      [admin.email, officer.email]
    )
    assert.isTrue(reminders().every((entry) => entry.facts.threshold === 'overdue'))
  })
})
