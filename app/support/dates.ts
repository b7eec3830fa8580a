/**
 * One way to write a date for a reader, on the server (props, mails,
 * documents) and in the browser (inertia/lib/dates.ts re-exports this):
 * Bangkok time always; English as en-GB (26 Nov 2026), Thai as th-TH in the
 * Buddhist era (26 พ.ย. 2569). No imports, so both programs can load it.
 */
export const DISPLAY_TIME_ZONE = 'Asia/Bangkok'

export type DateStyle = 'full' | 'long' | 'medium' | 'short'

export type DateInput = string | number | Date | { toJSDate(): Date } | null | undefined

/** Shown where a date is missing. */
export const NO_DATE = '—'

/** The Intl locale tag of an interface language. */
export function dateLocaleTag(locale: string | null | undefined): string {
  return locale === 'th' ? 'th-TH-u-ca-buddhist' : 'en-GB'
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(locale: string | null | undefined, options: Intl.DateTimeFormatOptions) {
  const tag = dateLocaleTag(locale)
  const key = `${tag}|${JSON.stringify(options)}`
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat(tag, { ...options, timeZone: DISPLAY_TIME_ZONE })
    formatters.set(key, cached)
  }
  return cached
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null
  const date =
    value instanceof Date ? value : typeof value === 'object' ? value.toJSDate() : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** A day: "26 Nov 2026" / "26 พ.ย. 2569" (medium), or another dateStyle. */
export function formatDate(
  value: DateInput,
  locale: string | null | undefined,
  dateStyle: DateStyle = 'medium'
): string {
  const date = toDate(value)
  return date ? formatter(locale, { dateStyle }).format(date) : NO_DATE
}

/** A moment: "26 Nov 2026, 14:05" / "26 พ.ย. 2569 14:05". */
export function formatDateTime(
  value: DateInput,
  locale: string | null | undefined,
  dateStyle: DateStyle = 'medium',
  timeStyle: 'medium' | 'short' = 'short'
): string {
  const date = toDate(value)
  return date ? formatter(locale, { dateStyle, timeStyle }).format(date) : NO_DATE
}

/** A calendar month label ("Nov" / "พ.ย."), for a `yyyy-MM` key. */
export function formatMonth(month: string, locale: string | null | undefined): string {
  const date = toDate(`${month}-15T00:00:00Z`)
  return date ? formatter(locale, { month: 'short' }).format(date) : month
}

/** Today's date in Bangkok as yyyy-MM-dd (the value of a date input). */
export function bangkokToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(now)
}
