import type { DateTime } from 'luxon'
import ServicePromise from '#models/service_promise'
import { DESK_KINDS, PromiseUnit, type DeskKind } from '#enums/desk'
import { businessCalendar } from '#services/platform/business_calendar'
import { CLOSE_HOUR, OPEN_HOUR, type BusinessCalendar } from '#support/business_hours'
import type { CalendarHoliday } from '#support/business_hours'

/** A business day on the clock: the office's hours of one day (09:00-17:00, DESIGN §11). */
export const BUSINESS_DAY_HOURS = CLOSE_HOUR - OPEN_HOUR

export type PromiseTerms = { kind: DeskKind; unit: PromiseUnit; amount: number }

/**
 * The promises the desk opened with (also the migration's seed): used for
 * a kind whose row staff have deleted, so every request still gets a due time.
 */
export const DEFAULT_PROMISES: Record<DeskKind, PromiseTerms> = {
  callback: { kind: 'callback', unit: PromiseUnit.BUSINESS_HOURS, amount: 4 },
  advice: { kind: 'advice', unit: PromiseUnit.BUSINESS_DAYS, amount: 1 },
  document_review: { kind: 'document_review', unit: PromiseUnit.BUSINESS_DAYS, amount: 3 },
  letter_or_call: { kind: 'letter_or_call', unit: PromiseUnit.BUSINESS_DAYS, amount: 3 },
  emergency: { kind: 'emergency', unit: PromiseUnit.AT_ONCE, amount: 0 },
}

/** Every kind's promise as it stands now, in the desk's order. */
export async function servicePromises(): Promise<PromiseTerms[]> {
  const rows = await ServicePromise.query()
  return DESK_KINDS.map((kind) => {
    const row = rows.find((promise) => promise.kind === kind)
    return row ? { kind, unit: row.unit, amount: row.amount } : DEFAULT_PROMISES[kind]
  })
}

export async function promiseFor(kind: DeskKind): Promise<PromiseTerms> {
  const row = await ServicePromise.findBy('kind', kind)
  return row ? { kind, unit: row.unit, amount: row.amount } : DEFAULT_PROMISES[kind]
}

/**
 * When a promise received at `receivedAt` falls due on `calendar`: business
 * hours and business days (BUSINESS_DAY_HOURS each) are counted only while
 * the office is open, public holidays skipped; "at once" is due on receipt.
 */
export function dueFrom(
  terms: Pick<PromiseTerms, 'unit' | 'amount'>,
  receivedAt: DateTime,
  calendar: BusinessCalendar
): { due: DateTime; skipped: CalendarHoliday[] } {
  if (terms.unit === PromiseUnit.AT_ONCE) return { due: receivedAt, skipped: [] }
  const hours =
    terms.unit === PromiseUnit.BUSINESS_DAYS ? terms.amount * BUSINESS_DAY_HOURS : terms.amount
  return calendar.dueAfter(receivedAt, hours)
}

/**
 * The due time of a request of `kind` received at `receivedAt`, on the
 * holiday-aware business clock with the promise in force now. A request
 * stores it when it is received; later edits of the promise do not move it.
 */
export async function dueAt(kind: DeskKind, receivedAt: DateTime) {
  return dueFrom(await promiseFor(kind), receivedAt, await businessCalendar())
}
