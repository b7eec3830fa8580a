import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import ServicePromise from '#models/service_promise'
import { seedHolidays } from '#database/seed/holidays'
import { forgetBusinessCalendar } from '#services/platform/business_calendar'
import { dueAt, servicePromises } from '#services/support_desk/desk/promises'
import { useDatabase } from '#tests/helpers'

const bangkok = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Bangkok' })
const inBangkok = (moment: DateTime) =>
  moment.setZone('Asia/Bangkok').toFormat('ccc yyyy-MM-dd HH:mm')

test.group('Service promises on the business clock (SPEC §1, §9, DESIGN §11)', (group) => {
  useDatabase(group)
  group.each.setup(async () => {
    forgetBusinessCalendar()
    await seedHolidays()
    return () => forgetBusinessCalendar()
  })

  test('[spec 9] the desk opens with its five promises', async ({ assert }) => {
    const promises = await servicePromises()
    assert.deepEqual(
      promises.map((p) => `${p.kind}:${p.amount} ${p.unit}`),
      [
        'advice:1 business_days',
        'callback:4 business_hours',
        'document_review:3 business_days',
        'letter_or_call:3 business_days',
        'emergency:0 at_once',
      ]
    )
  })

  test('[spec 9] a call-back asked on Friday 15:00 is due Monday 11:00 (the weekend skipped)', async ({
    assert,
  }) => {
    const { due, skipped } = await dueAt('callback', bangkok('2026-11-20T15:00'))
    assert.equal(inBangkok(due), 'Mon 2026-11-23 11:00')
    assert.deepEqual(skipped, [])
  })

  test('[spec 9] a document review received Thursday 8 April 2027 14:00 skips the weekend and Songkran: due Friday 16 April 14:00', async ({
    assert,
  }) => {
    // 3 business days = 24 business hours: Thu 3 h, Fri 9 8 h, Mon 12 8 h, Songkran 13-15, Fri 16 5 h.
    const { due, skipped } = await dueAt('document_review', bangkok('2027-04-08T14:00'))
    assert.equal(inBangkok(due), 'Fri 2027-04-16 14:00')
    assert.includeMembers(
      skipped.map((h) => h.date),
      ['2027-04-13', '2027-04-14', '2027-04-15']
    )
  })

  test('[spec 1] an emergency is due at once, at any hour; an edited promise applies to later requests', async ({
    assert,
  }) => {
    const night = bangkok('2026-11-21T02:30')
    const emergency = await dueAt('emergency', night)
    assert.equal(emergency.due.toMillis(), night.toMillis())
    await ServicePromise.query()
      .where('kind', 'advice')
      .update({ unit: 'business_hours', amount: 2 })
    const { due } = await dueAt('advice', bangkok('2026-11-23T16:00'))
    assert.equal(inBangkok(due), 'Tue 2026-11-24 10:00')
  })
})
