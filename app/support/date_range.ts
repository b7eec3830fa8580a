import { DateTime } from 'luxon'
import { BUSINESS_ZONE } from '#support/business_hours'

/**
 * The `from` / `to` day filters of an admin list (yyyy-MM-dd, Bangkok
 * days). Like the list kit, a malformed value is ignored, never an error:
 * list URLs are shared and bookmarked.
 */
export type DayRange = { from?: string; to?: string }

function day(value: unknown): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined
  return DateTime.fromISO(raw, { zone: BUSINESS_ZONE }).isValid ? raw : undefined
}

export function parseDayRange(qs: Record<string, unknown>): DayRange {
  const range: DayRange = {}
  const from = day(qs.from)
  const to = day(qs.to)
  if (from) range.from = from
  if (to) range.to = to
  return range
}

/** The UTC instants bounding the range: [start of `from`, start of the day after `to`). */
export function dayBounds(range: DayRange) {
  return {
    from: range.from ? DateTime.fromISO(range.from, { zone: BUSINESS_ZONE }).toUTC() : null,
    until: range.to
      ? DateTime.fromISO(range.to, { zone: BUSINESS_ZONE }).plus({ days: 1 }).toUTC()
      : null,
  }
}
