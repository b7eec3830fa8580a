import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  annualFromMonthly,
  bahtToSatang,
  satangToBahtString,
  splitVatInclusive,
} from '#support/money'
import { BusinessCalendar } from '#support/business_hours'
import {
  activationEligibility,
  dependantEligibility,
  isPreExisting,
} from '#services/memberships/eligibility'
import { canTransition, TRANSITIONS } from '#services/memberships/subscription_lifecycle'
import { DependantRelation, PlanSlug, SubscriptionStatus as S } from '#enums/billing'

const bangkok = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Bangkok' })
/** Weekdays only: these rules hold on weeks without a public holiday. */
const weekdays = new BusinessCalendar()

test.group('Money (satang, VAT 7%)', () => {
  test('[spec 9] a VAT-inclusive 795 THB splits into 742.99 + 52.01 VAT, to the satang', ({
    assert,
  }) => {
    assert.deepEqual(splitVatInclusive(79_500), {
      subtotalSatang: 74_299,
      vatSatang: 5_201,
      totalSatang: 79_500,
    })
    assert.deepEqual(splitVatInclusive(495_000), {
      subtotalSatang: 462_617,
      vatSatang: 32_383,
      totalSatang: 495_000,
    })
    for (const total of [0, 1, 7, 107, 5_350, 999_999]) {
      const split = splitVatInclusive(total)
      assert.equal(split.subtotalSatang + split.vatSatang, total)
    }
  })

  test('[spec 9] amounts are whole satang: fractions and negatives are refused', ({ assert }) => {
    assert.throws(() => splitVatInclusive(795.5), /whole number/)
    assert.throws(() => splitVatInclusive(-100), /negative/)
    assert.equal(bahtToSatang(795.1), 79_510)
    assert.equal(bahtToSatang(4950), 495_000)
    assert.equal(satangToBahtString(79_501), '795.01')
    assert.throws(() => bahtToSatang(-1))
  })

  test('[spec 9] the annual price is a whole number of monthly prices', ({ assert }) => {
    assert.equal(annualFromMonthly(79_500, 10), 795_000)
    assert.throws(() => annualFromMonthly(79_500, 13))
  })
})

test.group('Business hours (Asia/Bangkok, Mon-Fri 9-17)', () => {
  test('[spec 1] hours are counted inside office hours only', ({ assert }) => {
    // Friday 16:00 + 2 business hours = Monday 10:00.
    assert.equal(
      weekdays.addBusinessHours(bangkok('2026-11-20T16:00'), 2).toISO(),
      bangkok('2026-11-23T10:00').toISO()
    )
    // Saturday: the clock starts Monday 9:00.
    assert.equal(
      weekdays.nextOpening(bangkok('2026-11-21T11:00')).toISO(),
      bangkok('2026-11-23T09:00').toISO()
    )
    // Before opening on a weekday: starts at 9:00 that day.
    assert.equal(
      weekdays.addBusinessHours(bangkok('2026-11-24T07:30'), 1).toISO(),
      bangkok('2026-11-24T10:00').toISO()
    )
  })

  test('[spec 9] an application submitted Monday 9:00 is reviewed between Tuesday 13:00 and Wednesday 17:00', ({
    assert,
  }) => {
    const window = weekdays.applicationReviewWindow(bangkok('2026-11-23T09:00'))
    assert.equal(window.earliest.toISO(), bangkok('2026-11-24T13:00').toISO())
    assert.equal(window.dueBy.toISO(), bangkok('2026-11-25T17:00').toISO())
  })

  test('[spec 1] a UTC time is read in Bangkok time', ({ assert }) => {
    // 2026-11-23 01:00 UTC is Monday 8:00 in Bangkok: the office opens at 9:00.
    const due = weekdays.addBusinessHours(DateTime.fromISO('2026-11-23T01:00:00Z'), 1)
    assert.equal(due.toISO(), bangkok('2026-11-23T10:00').toISO())
  })
})

test.group('Business calendar with public holidays (DESIGN §11)', () => {
  const songkran = new BusinessCalendar(
    ['2027-04-13', '2027-04-14', '2027-04-15'].map((date) => ({
      date,
      nameEn: 'Songkran Festival',
      nameTh: 'วันสงกรานต์',
    }))
  )

  test('[spec 1] a holiday is closed all day and the clock resumes the next business day', ({
    assert,
  }) => {
    assert.isFalse(songkran.isOpen(bangkok('2027-04-14T10:00')))
    assert.equal(
      songkran.nextOpening(bangkok('2027-04-12T17:30')).toISO(),
      bangkok('2027-04-16T09:00').toISO()
    )
    // Monday 16:00 + 2 business hours: 1 on Monday, 1 on Friday after the three holidays.
    assert.equal(
      songkran.addBusinessHours(bangkok('2027-04-12T16:00'), 2).toISO(),
      bangkok('2027-04-16T10:00').toISO()
    )
  })

  test('[spec 1] business minutes between two instants leave out nights, weekends and holidays', ({
    assert,
  }) => {
    assert.equal(
      songkran.businessMinutesBetween(bangkok('2027-04-12T16:30'), bangkok('2027-04-16T09:45')),
      30 + 45
    )
    assert.equal(
      songkran.businessMinutesBetween(bangkok('2027-04-16T16:30'), bangkok('2027-04-19T10:00')),
      30 + 60
    )
    assert.equal(
      songkran.businessMinutesBetween(bangkok('2027-04-19T10:00'), bangkok('2027-04-16T10:00')),
      0
    )
  })

  test('[spec 1] the skipped holidays are those on weekdays inside the window', ({ assert }) => {
    const due = songkran.dueAfter(bangkok('2027-04-09T10:00'), 24)
    assert.equal(due.due.toISO(), bangkok('2027-04-19T10:00').toISO())
    assert.deepEqual(
      due.skipped.map((holiday) => holiday.date),
      ['2027-04-13', '2027-04-14', '2027-04-15']
    )
    assert.deepEqual(songkran.dueAfter(bangkok('2027-04-19T10:00'), 8).skipped, [])
  })
})

test.group('Eligibility', () => {
  const personal = { slug: PlanSlug.PERSONAL, coversDependantsUnder26: true }
  const business = { slug: PlanSlug.BUSINESS, coversDependantsUnder26: false }
  const on = DateTime.fromISO('2026-11-21')
  const child = (
    years: number,
    extra: Partial<{ livesAtHome: boolean; underGuardianship: boolean }> = {}
  ) => ({
    dateOfBirth: on.minus({ years, days: 1 }),
    relation: DependantRelation.CHILD,
    livesAtHome: true,
    underGuardianship: false,
    ...extra,
  })

  test('[spec 9] dependants under 26 living at home are covered on plans that cover them', ({
    assert,
  }) => {
    assert.deepEqual(dependantEligibility(personal, child(25), on), { eligible: true })
    assert.isFalse(dependantEligibility(personal, child(26), on).eligible)
    assert.isFalse(dependantEligibility(personal, child(20, { livesAtHome: false }), on).eligible)
    assert.isFalse(dependantEligibility(business, child(10), on).eligible)
  })

  test('[spec 9] dependants in guardianship are covered under 18', ({ assert }) => {
    const ward = { ...child(17, { underGuardianship: true }), relation: DependantRelation.WARD }
    assert.deepEqual(dependantEligibility(business, ward, on), { eligible: true })
    assert.isFalse(
      dependantEligibility(personal, { ...ward, dateOfBirth: on.minus({ years: 18 }) }, on).eligible
    )
  })

  test('[spec 1] a declared incarceration blocks activation', ({ assert }) => {
    assert.deepEqual(activationEligibility(false), { eligible: true })
    const refused = activationEligibility(true)
    assert.isFalse(refused.eligible)
  })

  test('[spec 1] a matter that began before the membership is flagged pre-existing', ({
    assert,
  }) => {
    const start = DateTime.fromISO('2026-03-01')
    assert.isTrue(isPreExisting(DateTime.fromISO('2026-02-28'), start))
    assert.isFalse(isPreExisting(DateTime.fromISO('2026-03-01'), start))
    assert.isTrue(isPreExisting(DateTime.fromISO('2026-03-01'), null))
  })
})

test.group('Membership state machine', () => {
  test('[spec 4] only the transitions of the lifecycle are allowed', ({ assert }) => {
    assert.isTrue(canTransition(S.PENDING_REVIEW, S.ACTIVE))
    assert.isTrue(canTransition(S.PENDING_REVIEW, S.REJECTED))
    assert.isTrue(canTransition(S.ACTIVE, S.PAST_DUE))
    assert.isTrue(canTransition(S.PAST_DUE, S.SUSPENDED))
    assert.isTrue(canTransition(S.CANCEL_PENDING, S.CANCELLED))
    assert.isTrue(canTransition(S.SUSPENDED, S.REACTIVATION))
    assert.isTrue(canTransition(S.REACTIVATION, S.ACTIVE))
    assert.isFalse(canTransition(S.PENDING_REVIEW, S.CANCELLED))
    assert.isFalse(canTransition(S.CANCELLED, S.ACTIVE))
    assert.isFalse(canTransition(S.REJECTED, S.ACTIVE))
    assert.isFalse(canTransition(S.ACTIVE, S.CANCELLED))
    assert.deepEqual(TRANSITIONS[S.REJECTED], [])
  })
})
