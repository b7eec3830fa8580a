import Holiday from '#models/holiday'
import clock from '#services/billing/clock'
import i18nManager from '@adonisjs/i18n/services/main'
import {
  BusinessCalendar,
  skippedHolidayNames,
  type CalendarHoliday,
} from '#support/business_hours'

/**
 * The business calendar with the holidays staff keep (DESIGN §11), read
 * once and kept in memory: holiday writes in this process drop the copy at
 * once, other processes (the worker, other web instances) read the table
 * again after CACHE_MS. The time comes from the injectable clock
 * (#services/billing/clock), so tests travel across holidays.
 */
const CACHE_MS = 60_000

let cached: { calendar: BusinessCalendar; at: number } | null = null
let loading: Promise<BusinessCalendar> | null = null

async function load(): Promise<BusinessCalendar> {
  const rows = await Holiday.query().select('date', 'name_en', 'name_th')
  const calendar = new BusinessCalendar(
    rows.map((row) => ({ date: row.date, nameEn: row.nameEn, nameTh: row.nameTh }))
  )
  cached = { calendar, at: Date.now() }
  return calendar
}

export async function businessCalendar(): Promise<BusinessCalendar> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.calendar
  loading ??= load().finally(() => (loading = null))
  return loading
}

/** Called after every holiday write (and by tests that write holidays directly). */
export function forgetBusinessCalendar() {
  cached = null
}

/** The time every clock reads. */
export function now() {
  return clock.now()
}

/**
 * A due time already worded for the reader, saying which public holidays
 * the clock skipped: "Monday 19 April 2027, 10:00 (after the public
 * holidays: Songkran Festival)". Unchanged when none fell inside.
 */
export function dueWithHolidays(due: string, skipped: CalendarHoliday[], locale: string) {
  if (skipped.length === 0) return due
  const i18n = i18nManager.locale(i18nManager.supportedLocales().includes(locale) ? locale : 'en')
  const names = skippedHolidayNames(skipped, i18n.locale).join(', ')
  return i18n.t('business_calendar.after_holidays', { due, names })
}
