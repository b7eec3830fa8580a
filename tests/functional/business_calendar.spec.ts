import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import Holiday from '#models/holiday'
import AuditLog from '#models/audit_log'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import {
  ConsultancyRequestFactory,
  SupportTicketFactory,
} from '#database/factories/content_factories'
import { seedHolidays } from '#database/seed/holidays'
import clock from '#services/billing/clock'
import { businessCalendar, forgetBusinessCalendar } from '#services/platform/business_calendar'
import { countRows, createUser, useDatabase } from '#tests/helpers'

const bangkok = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Bangkok' })
const inBangkok = (iso: string) =>
  DateTime.fromISO(iso).setZone('Asia/Bangkok').toFormat('ccc yyyy-MM-dd HH:mm')

/** Every test starts from the seeded Thai calendar and the real clock. */
function withHolidays(group: Parameters<typeof useDatabase>[0]) {
  useDatabase(group)
  group.each.setup(async () => {
    forgetBusinessCalendar()
    await seedHolidays()
    return () => {
      clock.travelBack()
      forgetBusinessCalendar()
    }
  })
}

test.group('Business days are Thai business days (SPEC §1, DESIGN §11)', (group) => {
  withHolidays(group)

  test('[spec 1] the seeded calendar holds Songkran, substitution days and both years', async ({
    assert,
  }) => {
    const calendar = await businessCalendar()
    for (const date of ['2026-04-13', '2026-04-14', '2026-04-15', '2027-04-13', '2027-04-15']) {
      assert.equal(calendar.holidayOn(bangkok(`${date}T12:00`))?.nameEn, 'Songkran Festival')
    }
    // 5 December 2026 is a Saturday: Monday 7 December is the day off.
    assert.isFalse(calendar.isBusinessDay(bangkok('2026-12-07T10:00')))
    assert.equal(calendar.holidayOn(bangkok('2026-12-10T10:00'))?.nameTh, 'วันรัฐธรรมนูญ')
    assert.isTrue(calendar.isBusinessDay(bangkok('2026-12-08T10:00')))
    // Seeding again adds nothing.
    const before = await countRows('holidays')
    await seedHolidays()
    assert.equal(await countRows('holidays'), before)
    assert.isAbove(before, 40)
  })

  test('[spec 1] 24 business hours from Friday 9 April 2027 10:00 end after Songkran, Monday 19 April 10:00', async ({
    assert,
  }) => {
    const calendar = await businessCalendar()
    const review = calendar.applicationReviewWindow(bangkok('2027-04-09T10:00'))
    assert.equal(review.dueBy.toISO(), bangkok('2027-04-19T10:00').toISO())
    assert.deepEqual(
      review.skipped.map((holiday) => holiday.date),
      ['2027-04-13', '2027-04-14', '2027-04-15']
    )
    // Without the calendar the clock would have ended in the middle of Songkran.
    assert.isTrue(calendar.isBusinessDay(bangkok('2027-04-12T10:00')))
  })

  test('[spec 9] an application filed the Friday before Songkran shows its review due after the holiday, to staff and member', async ({
    client,
    assert,
  }) => {
    clock.travelTo(bangkok('2027-04-09T11:00'))
    const member = await createUser(RoleSlug.USER, { locale: 'en' })
    await SubscriptionFactory.apply('pending_review')
      .merge({ userId: member.id, appliedAt: bangkok('2027-04-09T10:00').toUTC() })
      .create()
    const staff = await createUser(RoleSlug.ADMIN)
    const list = await client
      .get('/admin/subscriptions')
      .qs({ subscription: 'pending_review' })
      .withInertia()
      .loginAs(staff)
    const [row] = list.inertiaProps.list.rows as any[]
    assert.equal(inBangkok(row.reviewDueAt), 'Mon 2027-04-19 10:00')
    assert.isFalse(row.overdue)
    assert.deepEqual(
      row.reviewSkippedHolidays.map((holiday: any) => holiday.nameEn),
      ['Songkran Festival', 'Songkran Festival', 'Songkran Festival']
    )

    const own = await client.get('/settings/subscriptions').withInertia().loginAs(member)
    const membership = (own.inertiaProps.memberships as any[])[0]
    assert.include(membership.reviewDueBy, '19 April 2027')
    assert.include(membership.reviewDueBy, '(after the public holidays: Songkran Festival)')
  })

  test('[spec 9] a Thai member reads the holiday in Thai', async ({ client, assert }) => {
    clock.travelTo(bangkok('2027-04-09T11:00'))
    const member = await createUser(RoleSlug.USER, { locale: 'th' })
    await SubscriptionFactory.apply('pending_review')
      .merge({ userId: member.id, appliedAt: bangkok('2027-04-09T10:00').toUTC() })
      .create()
    const own = await client
      .get('/settings/subscriptions')
      .header('accept-language', 'th')
      .withInertia()
      .loginAs(member)
    const membership = (own.inertiaProps.memberships as any[])[0]
    assert.include(membership.reviewDueBy, 'หลังวันหยุดนักขัตฤกษ์: วันสงกรานต์')
  })

  test('[spec 9] a support ticket opened Friday 10 April 2026 15:00 is due Thursday after Songkran', async ({
    client,
    assert,
  }) => {
    clock.travelTo(bangkok('2026-04-10T15:30'))
    await SupportTicketFactory.merge({
      category: 'Billing',
      createdAt: bangkok('2026-04-10T15:00').toUTC(),
    }).create()
    const staff = await createUser(RoleSlug.OFFICER_ACCESS)
    const response = await client.get('/admin/tickets').withInertia().loginAs(staff)
    const [row] = response.inertiaProps.list.rows as any[]
    // 2 hours on Friday, Songkran Monday-Wednesday skipped, 6 hours on Thursday.
    assert.equal(inBangkok(row.clock.dueAt), 'Thu 2026-04-16 15:00')
    assert.equal(row.clock.state, 'running')
    assert.lengthOf(row.clock.skippedHolidays, 3)
  })

  test('[spec 9] a call-back requested the day before Constitution Day skips it', async ({
    client,
    assert,
  }) => {
    clock.travelTo(bangkok('2026-12-09T16:10'))
    await ConsultancyRequestFactory.merge({
      createdAt: bangkok('2026-12-09T16:00').toUTC(),
    }).create()
    const staff = await createUser(RoleSlug.ADMIN)
    const response = await client.get('/admin/consultancy-requests').withInertia().loginAs(staff)
    const [row] = response.inertiaProps.list.rows as any[]
    // 1 hour on Wednesday, Thursday 10 December is a holiday, 3 hours on Friday.
    assert.equal(inBangkok(row.clock.dueAt), 'Fri 2026-12-11 12:00')
    assert.deepEqual(
      row.clock.skippedHolidays.map((holiday: any) => holiday.nameEn),
      ['Constitution Day']
    )
  })

  test('[spec 9] a holiday staff add moves a running clock at once', async ({ client, assert }) => {
    clock.travelTo(bangkok('2026-11-25T10:00'))
    await SupportTicketFactory.merge({
      category: 'Billing',
      createdAt: bangkok('2026-11-25T16:00').toUTC(),
    }).create()
    const staff = await createUser(RoleSlug.ADMIN)
    const due = async () => {
      const response = await client.get('/admin/tickets').withInertia().loginAs(staff)
      return inBangkok((response.inertiaProps.list.rows as any[])[0].clock.dueAt)
    }
    assert.equal(await due(), 'Thu 2026-11-26 16:00')
    await client
      .post('/admin/settings/holidays')
      .form({ date: '2026-11-26', name_en: 'Office closed', name_th: 'ปิดสำนักงาน' })
      .withCsrfToken()
      .loginAs(staff)
    assert.equal(await due(), 'Fri 2026-11-27 16:00')
  })
})

test.group('Admin › Settings › Public holidays (DESIGN §11)', (group) => {
  withHolidays(group)
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  const post = (client: any, user: any, form: Record<string, string>) =>
    client
      .post('/admin/settings/holidays')
      .header('referer', '/admin/settings?year=2027')
      .form(form)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)

  test('[spec 2.9] Settings lists the holidays of the chosen year', async ({ client, assert }) => {
    const user = await createUser(RoleSlug.OFFICER_ACCESS)
    const response = await client.get('/admin/settings?year=2027').withInertia().loginAs(user)
    response.assertInertiaComponent('Admin/Settings')
    const { holidays } = response.inertiaProps as any
    assert.equal(holidays.year, 2027)
    assert.includeMembers(holidays.years, [2026, 2027])
    assert.equal(holidays.rows[0].date, '2027-01-01')
    assert.isTrue(holidays.rows.every((row: any) => row.date.startsWith('2027-')))
    // A year that is not a number shows the current one, never an error.
    const bad = await client.get('/admin/settings?year=abc').withInertia().loginAs(user)
    bad.assertStatus(200)
  })

  test('[spec 2.9] adding a holiday stores it and records an audit entry', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.ACCOUNTING)
    const response = await post(client, user, {
      date: '2027-07-29',
      name_en: 'Special holiday',
      name_th: 'วันหยุดพิเศษ',
    })
    response.assertStatus(302)
    assert.include(response.header('location'), 'year=2027')
    const holiday = await Holiday.findByOrFail('date', '2027-07-29')
    assert.equal(holiday.nameTh, 'วันหยุดพิเศษ')
    const audit = await AuditLog.query().where('action', 'holiday.created').firstOrFail()
    assert.equal(audit.userId, user.id)
    assert.deepEqual(audit.changes, {
      after: { date: '2027-07-29', name_en: 'Special holiday', name_th: 'วันหยุดพิเศษ' },
    })
  })

  test('[spec 2.9] bad input gets field messages and changes nothing', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.ADMIN)
    const count = () => countRows('holidays')
    const before = await count()
    for (const [form, field, message] of [
      [{ date: '2027-02-30', name_en: 'X day', name_th: 'วันเอ็กซ์' }, 'date', 'real date'],
      [{ date: 'next monday', name_en: 'X day', name_th: 'วันเอ็กซ์' }, 'date', 'real date'],
      [{ date: '2027-08-02', name_en: '', name_th: 'วันเอ็กซ์' }, 'name_en', 'English name'],
      [{ date: '2027-08-02', name_en: 'X day', name_th: '' }, 'name_th', 'Thai name'],
      [
        { date: '2027-04-13', name_en: 'Again', name_th: 'ซ้ำ' },
        'date',
        'already a holiday on this date',
      ],
    ] as const) {
      const response = await post(client, user, form)
      response.assertStatus(302)
      const errors = response.flashMessages().inputErrorsBag ?? {}
      assert.properties(errors, [field], JSON.stringify(form))
      assert.include(String(errors[field]), message)
    }
    assert.equal(await count(), before)
  })

  test('[spec 2.9] editing and deleting a holiday are audited with before and after', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.SUPER_ADMIN)
    const holiday = await Holiday.findByOrFail('date', '2027-02-20')
    const update = await client
      .put(`/admin/settings/holidays/${holiday.id}`)
      .form({ date: '2027-02-21', name_en: 'Makha Bucha Day', name_th: 'วันมาฆบูชา' })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    update.assertStatus(302)
    await holiday.refresh()
    assert.equal(holiday.date, '2027-02-21')
    // Keeping its own date is not a duplicate.
    const same = await client
      .put(`/admin/settings/holidays/${holiday.id}`)
      .form({ date: '2027-02-21', name_en: 'Makha Bucha', name_th: 'วันมาฆบูชา' })
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    assert.isUndefined(same.flashMessages().inputErrorsBag)
    const remove = await client
      .delete(`/admin/settings/holidays/${holiday.id}`)
      .withCsrfToken()
      .loginAs(user)
      .redirects(0)
    remove.assertStatus(302)
    assert.isNull(await Holiday.find(holiday.id))
    const actions = await AuditLog.query().where('subject_id', String(holiday.id)).orderBy('id')
    assert.deepEqual(
      actions.map((entry) => entry.action),
      ['holiday.updated', 'holiday.updated', 'holiday.deleted']
    )
    assert.deepEqual((actions[0].changes as any).before.date, '2027-02-20')
    assert.deepEqual((actions[0].changes as any).after.date, '2027-02-21')
  })

  test('[security] odd shapes and sizes get field messages, never a 5xx', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.ADMIN)
    const before = await countRows('holidays')
    for (const body of [
      { date: ['2027-08-02'], name_en: { a: 1 }, name_th: 123 },
      { date: '2027-08-02', name_en: 'x'.repeat(5000), name_th: 'ก'.repeat(121) },
      { date: '99999-01-01', name_en: 'Far', name_th: 'ไกล' },
      { date: '1899-12-31', name_en: 'Old', name_th: 'เก่า' },
      { date: '2027-8-2', name_en: 'Short', name_th: 'สั้น' },
      {},
    ]) {
      const response = await client
        .post('/admin/settings/holidays')
        .header('referer', '/admin/settings')
        .json(body)
        .withCsrfToken()
        .loginAs(user)
        .redirects(0)
      assert.isBelow(response.status(), 500, JSON.stringify(body).slice(0, 80))
      assert.notEqual(response.status(), 200)
    }
    assert.equal(await countRows('holidays'), before)
  })

  for (const role of [RoleSlug.USER, RoleSlug.LAWYER]) {
    test(`[spec 6] ${role} gets 403 on the holiday writes and nothing changes`, async ({
      client,
      assert,
    }) => {
      const user = await createUser(role)
      const holiday = await Holiday.findByOrFail('date', '2026-04-13')
      const add = await post(client, user, { date: '2027-08-02', name_en: 'X', name_th: 'X' })
      add.assertStatus(403)
      const edit = await client
        .put(`/admin/settings/holidays/${holiday.id}`)
        .form({ date: '2026-04-16', name_en: 'Moved', name_th: 'ย้าย' })
        .withCsrfToken()
        .loginAs(user)
      edit.assertStatus(403)
      const remove = await client
        .delete(`/admin/settings/holidays/${holiday.id}`)
        .withCsrfToken()
        .loginAs(user)
      remove.assertStatus(403)
      await holiday.refresh()
      assert.equal(holiday.date, '2026-04-13')
      assert.isNull(await Holiday.findBy('date', '2027-08-02'))
    })
  }
})
