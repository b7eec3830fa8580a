import type { DateTime } from 'luxon'

/**
 * Business hours (SPEC §1, DESIGN §11): Monday to Friday, 9 AM to 5 PM,
 * Bangkok time, minus the public holidays staff keep in Admin › Settings.
 * Every business-hours clock (application review, support tickets,
 * call-backs) counts with a `BusinessCalendar`; PDPA deadlines stay in
 * calendar days. The calendar with the stored holidays comes from
 * `businessCalendar()` (#services/business_calendar); this file is pure.
 */
export const BUSINESS_ZONE = 'Asia/Bangkok'
export const OPEN_HOUR = 9
export const CLOSE_HOUR = 17

/** A holiday as the clocks need it: its Bangkok date (yyyy-mm-dd) and names. */
export type CalendarHoliday = { date: string; nameEn: string; nameTh: string }

const at = (moment: DateTime, hour: number) =>
  moment.set({ hour, minute: 0, second: 0, millisecond: 0 })

export class BusinessCalendar {
  readonly #holidays: Map<string, CalendarHoliday>

  constructor(holidays: Iterable<CalendarHoliday> = []) {
    this.#holidays = new Map([...holidays].map((holiday) => [holiday.date, holiday]))
  }

  /** The public holiday on `moment`'s Bangkok date, if any. */
  holidayOn(moment: DateTime): CalendarHoliday | null {
    return this.#holidays.get(moment.setZone(BUSINESS_ZONE).toISODate()!) ?? null
  }

  isBusinessDay(moment: DateTime): boolean {
    const local = moment.setZone(BUSINESS_ZONE)
    return local.weekday <= 5 && !this.holidayOn(local)
  }

  /** The next instant at or after `moment` when the office is open. */
  nextOpening(moment: DateTime): DateTime {
    let cursor: DateTime = moment.setZone(BUSINESS_ZONE)
    // A year of closed days cannot happen with a sane calendar; the guard stops a bad one looping.
    for (let guard = 0; guard < 366; guard++) {
      if (this.isBusinessDay(cursor) && cursor < at(cursor, CLOSE_HOUR)) {
        return cursor < at(cursor, OPEN_HOUR) ? at(cursor, OPEN_HOUR) : cursor
      }
      cursor = at(cursor.plus({ days: 1 }), OPEN_HOUR)
    }
    throw new Error('No business day within a year')
  }

  isOpen(moment: DateTime): boolean {
    return this.nextOpening(moment).toMillis() === moment.setZone(BUSINESS_ZONE).toMillis()
  }

  /** `moment` plus a number of business hours (minute precision). */
  addBusinessHours(moment: DateTime, hours: number): DateTime {
    if (!Number.isFinite(hours) || hours < 0) throw new RangeError('Hours must be zero or more')
    let remaining = Math.round(hours * 60)
    let cursor: DateTime = this.nextOpening(moment)
    while (remaining > 0) {
      const closing = at(cursor, CLOSE_HOUR)
      const available = Math.floor(closing.diff(cursor, 'minutes').minutes)
      if (remaining <= available) return cursor.plus({ minutes: remaining })
      remaining -= available
      cursor = this.nextOpening(closing.plus({ minutes: 1 }))
    }
    return cursor
  }

  /** Business minutes from `from` to `to` (0 when `to` is not later). */
  businessMinutesBetween(from: DateTime, to: DateTime): number {
    let minutes = 0
    let cursor: DateTime = this.nextOpening(from)
    const end = to.setZone(BUSINESS_ZONE)
    while (cursor < end) {
      const closing = at(cursor, CLOSE_HOUR)
      const stop = end < closing ? end : closing
      minutes += Math.floor(stop.diff(cursor, 'minutes').minutes)
      if (stop === end) break
      cursor = this.nextOpening(closing.plus({ minutes: 1 }))
    }
    return minutes
  }

  /** The holidays on weekdays from `from` (inclusive) to `to` (inclusive): what a clock skipped. */
  holidaysBetween(from: DateTime, to: DateTime): CalendarHoliday[] {
    const skipped: CalendarHoliday[] = []
    let day = from.setZone(BUSINESS_ZONE).startOf('day')
    const last = to.setZone(BUSINESS_ZONE).startOf('day')
    for (let guard = 0; day <= last && guard < 400; guard++, day = day.plus({ days: 1 })) {
      const holiday = day.weekday <= 5 ? this.holidayOn(day) : null
      if (holiday) skipped.push(holiday)
    }
    return skipped
  }

  /**
   * A business-hours due time as screens and mails show it: the instant and
   * the names of the holidays it skipped (empty when none fell inside).
   */
  dueAfter(start: DateTime, hours: number): BusinessDue {
    const due = this.addBusinessHours(start, hours)
    return { due, skipped: this.holidaysBetween(start, due) }
  }

  /** SPEC §1/§9: an application is reviewed within 12-24 business hours. */
  applicationReviewWindow(submittedAt: DateTime) {
    return {
      earliest: this.addBusinessHours(submittedAt, 12),
      dueBy: this.addBusinessHours(submittedAt, 24),
      skipped: this.holidaysBetween(submittedAt, this.addBusinessHours(submittedAt, 24)),
    }
  }
}

export type BusinessDue = { due: DateTime; skipped: CalendarHoliday[] }

/** The names of the skipped holidays in the reader's language, each once ("Songkran Festival"). */
export function skippedHolidayNames(skipped: CalendarHoliday[], locale: string): string[] {
  const names = skipped.map((holiday) => (locale === 'th' ? holiday.nameTh : holiday.nameEn))
  return [...new Set(names)]
}
