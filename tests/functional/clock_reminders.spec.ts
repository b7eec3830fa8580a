import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { RoleSlug } from '#enums/role'
import { SubscriptionFactory } from '#database/factories/billing_factories'
import {
  ConsultancyRequestFactory,
  DeletionRequestFactory,
  SupportTicketFactory,
} from '#database/factories/content_factories'
import { seedHolidays } from '#database/seed/holidays'
import { ClockReminderMail } from '#mails/clock_reminder_mail'
import ClockRemindersJob from '#jobs/clock_reminders_job'
import clock from '#services/billing/clock'
import { forgetBusinessCalendar } from '#services/platform/business_calendar'
import { sendDueClockReminders } from '#services/support_desk/clock_reminders'
import { countRows, createUser, useDatabase } from '#tests/helpers'

const bangkok = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Bangkok' })

/**
 * Deadline reminders (DESIGN §11) with the injectable clock: the worker's
 * job runs at a travelled time, twice where it matters, and the test reads
 * the mails the fake mailer received.
 */
test.group('Deadline reminders on the worker (DESIGN §7, §11)', (group) => {
  useDatabase(group)
  let mails: ReturnType<typeof mail.fake>['mails']
  group.each.setup(async () => {
    forgetBusinessCalendar()
    await seedHolidays()
    mails = mail.fake().mails
    return () => {
      mail.restore()
      clock.travelBack()
      forgetBusinessCalendar()
    }
  })

  const reminders = () => mails.queued().filter((sent) => sent instanceof ClockReminderMail)
  /** Runs the job as the worker does, at `iso` Bangkok time. */
  const runAt = async (iso: string) => {
    clock.travelTo(bangkok(iso))
    await new ClockRemindersJob().execute()
  }

  test('[spec 9] the reviewer of an application filed before Songkran gets one reminder before it is due and one when overdue', async ({
    assert,
  }) => {
    const reviewer = await createUser(RoleSlug.ADMIN, { locale: 'en' })
    const thaiReviewer = await createUser(RoleSlug.ADMIN, { locale: 'th' })
    await createUser(RoleSlug.ACCOUNTING)
    const member = await createUser(RoleSlug.USER)
    const application = await SubscriptionFactory.apply('pending_review')
      .merge({
        userId: member.id,
        membershipNumber: 'LX-2027-000409',
        appliedAt: bangkok('2027-04-09T10:00').toUTC(),
      })
      .create()

    // Without the holidays the review would be due Wednesday 14 April; during Songkran nothing is near.
    await runAt('2027-04-13T16:00')
    await runAt('2027-04-16T14:00')
    assert.lengthOf(reminders(), 0)

    // Friday 16:30: 90 business minutes before Monday 19 April 10:00.
    await runAt('2027-04-16T16:30')
    await runAt('2027-04-16T16:40')
    const soon = reminders()
    assert.lengthOf(soon, 2)
    assert.sameMembers(
      soon.map((sent) => (sent as ClockReminderMail).recipient.email),
      [reviewer.email, thaiReviewer.email]
    )
    const english = soon.find(
      (sent) => (sent as ClockReminderMail).recipient.email === reviewer.email
    )!
    await english.buildWithContents()
    english.message.assertSubject('Due within 2 business hours: Application review LX-2027-000409')
    english.message.assertTextIncludes('Monday, 19 April 2027 at 10:00')
    english.message.assertTextIncludes('Songkran Festival')
    const thai = soon.find(
      (sent) => (sent as ClockReminderMail).recipient.email === thaiReviewer.email
    )!
    await thai.buildWithContents()
    thai.message.assertSubject('ใกล้ครบกำหนดภายใน 2 ชั่วโมงทำการ: การพิจารณาใบสมัคร LX-2027-000409')
    thai.message.assertTextIncludes('วันสงกรานต์')
    thai.message.assertTextIncludes('19 เมษายน พ.ศ. 2570')

    await runAt('2027-04-19T10:05')
    await runAt('2027-04-19T10:20')
    const overdue = reminders().slice(2)
    assert.lengthOf(overdue, 2)
    assert.deepEqual(
      overdue.map((sent) => (sent as ClockReminderMail).facts.threshold),
      ['overdue', 'overdue']
    )
    assert.equal(
      await countRows('clock_reminders', {
        item_type: 'application_review',
        item_id: application.id,
      }),
      2
    )
  })

  test('[spec 9] a ticket reminds the desk once before due and once overdue, skipping the holiday', async ({
    assert,
  }) => {
    const officer = await createUser(RoleSlug.OFFICER_ACCESS)
    await createUser(RoleSlug.LAWYER)
    // Wednesday 9 December 2026 16:00; Thursday 10 December is Constitution Day: due Friday 16:00.
    const ticket = await SupportTicketFactory.merge({
      category: 'Billing',
      createdAt: bangkok('2026-12-09T16:00').toUTC(),
    }).create()
    await runAt('2026-12-10T15:30')
    assert.lengthOf(reminders(), 0)
    await runAt('2026-12-11T14:30')
    await runAt('2026-12-11T14:30')
    assert.lengthOf(reminders(), 1)
    assert.equal((reminders()[0] as ClockReminderMail).recipient.email, officer.email)
    assert.equal((reminders()[0] as ClockReminderMail).facts.threshold, 'due_soon')
    await runAt('2026-12-11T16:30')
    await runAt('2026-12-14T09:30')
    assert.lengthOf(reminders(), 2)
    assert.equal((reminders()[1] as ClockReminderMail).facts.threshold, 'overdue')
    assert.equal(await countRows('clock_reminders', { item_id: ticket.id }), 2)
  })

  test('[spec 9] a call-back assigned to a lawyer reminds that lawyer only', async ({ assert }) => {
    await createUser(RoleSlug.ADMIN)
    const lawyer = await createUser(RoleSlug.LAWYER)
    await ConsultancyRequestFactory.merge({
      lawyerId: lawyer.id,
      createdAt: bangkok('2026-11-23T09:00').toUTC(),
    }).create()
    // Four business hours: due Monday 13:00.
    await runAt('2026-11-23T13:30')
    await runAt('2026-11-23T14:00')
    assert.deepEqual(
      reminders().map((sent) => (sent as ClockReminderMail).recipient.email),
      [lawyer.email]
    )
  })

  test('[spec 9] PDPA deletion requests remind 7 and 2 calendar days before their deadline, once each', async ({
    assert,
  }) => {
    const superAdmin = await createUser(RoleSlug.SUPER_ADMIN)
    await createUser(RoleSlug.ADMIN)
    // Received Sunday 1 November 2026 10:00: 30 calendar days end Tuesday 1 December 10:00.
    await DeletionRequestFactory.merge({
      email: 'erase.me@example.test',
      createdAt: bangkok('2026-11-01T10:00').toUTC(),
    }).create()
    await runAt('2026-11-20T10:00')
    assert.lengthOf(reminders(), 0)
    await runAt('2026-11-24T10:30')
    await runAt('2026-11-25T10:30')
    assert.lengthOf(reminders(), 1)
    const week = reminders()[0] as ClockReminderMail
    assert.equal(week.recipient.email, superAdmin.email)
    assert.equal(week.facts.threshold, 'days_7')
    await week.buildWithContents()
    week.message.assertSubject('7 days left: PDPA deletion request erase.me@example.test')
    await runAt('2026-11-29T11:00')
    await runAt('2026-11-30T09:00')
    assert.lengthOf(reminders(), 2)
    assert.equal((reminders()[1] as ClockReminderMail).facts.threshold, 'days_2')
  })

  test('[spec 9] a deadline long past when reminders start is not mailed, and answered items never are', async ({
    assert,
  }) => {
    await createUser(RoleSlug.ADMIN)
    await SupportTicketFactory.merge({
      category: 'Billing',
      createdAt: bangkok('2026-10-01T10:00').toUTC(),
    }).create()
    await ConsultancyRequestFactory.apply('scheduled')
      .merge({ createdAt: bangkok('2026-11-23T09:00').toUTC() })
      .create()
    clock.travelTo(bangkok('2026-11-23T12:30'))
    assert.equal(await sendDueClockReminders(), 0)
    assert.lengthOf(reminders(), 0)
  })
})
