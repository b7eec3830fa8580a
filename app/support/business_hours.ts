import { type DateTime } from 'luxon'

/**
 * Business hours of SPEC §1: Monday to Friday, 9 AM to 5 PM, Bangkok time.
 * Used for "due by" answers: the 12-24 business-hour application review
 * and support SLAs.
 */
export const BUSINESS_ZONE = 'Asia/Bangkok'
export const OPEN_HOUR = 9
export const CLOSE_HOUR = 17

function isBusinessDay(moment: DateTime) {
  return moment.weekday <= 5
}

/** The next instant at or after `moment` when the office is open. */
export function nextOpening(moment: DateTime): DateTime {
  let cursor = moment.setZone(BUSINESS_ZONE)
  for (let guard = 0; guard < 14; guard++) {
    const opening = cursor.set({ hour: OPEN_HOUR, minute: 0, second: 0, millisecond: 0 })
    const closing = cursor.set({ hour: CLOSE_HOUR, minute: 0, second: 0, millisecond: 0 })
    if (isBusinessDay(cursor) && cursor < closing) {
      return cursor < opening ? opening : cursor
    }
    cursor = cursor.plus({ days: 1 }).set({ hour: OPEN_HOUR, minute: 0, second: 0, millisecond: 0 })
  }
  throw new Error('No business day within two weeks')
}

/** `moment` plus a number of business hours (minutes precision). */
export function addBusinessHours(moment: DateTime, hours: number): DateTime {
  if (!Number.isFinite(hours) || hours < 0) throw new RangeError('Hours must be zero or more')
  let remaining = Math.round(hours * 60)
  let cursor = nextOpening(moment)
  while (remaining > 0) {
    const closing = cursor.set({ hour: CLOSE_HOUR, minute: 0, second: 0, millisecond: 0 })
    const available = Math.floor(closing.diff(cursor, 'minutes').minutes)
    if (remaining <= available) {
      return cursor.plus({ minutes: remaining })
    }
    remaining -= available
    cursor = nextOpening(closing.plus({ minutes: 1 }))
  }
  return cursor
}

/** SPEC §1/§9: an application is reviewed within 12-24 business hours. */
export function applicationReviewWindow(submittedAt: DateTime) {
  return { earliest: addBusinessHours(submittedAt, 12), dueBy: addBusinessHours(submittedAt, 24) }
}

export function isOpen(moment: DateTime): boolean {
  return nextOpening(moment).toMillis() === moment.setZone(BUSINESS_ZONE).toMillis()
}
