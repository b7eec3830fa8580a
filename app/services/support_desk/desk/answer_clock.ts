import type { DateTime } from 'luxon'
import type { CalendarHoliday } from '#support/business_hours'

/** A ticket's response clock or a consultancy request's call-back clock. */
export type AnswerClock = {
  /** When the first answer is due. */
  due_at: string
  /** The first staff action (a reply or a status change), if any. */
  responded_at: string | null
  /** running: not answered, still in time; overdue: not answered, late; met / missed: answered. */
  state: 'running' | 'overdue' | 'met' | 'missed'
  /** Public holidays the business-hours clock skipped before its due time. */
  skipped_holidays: CalendarHoliday[]
}

/** Where the clock stands `now`, given when the answer was due and when it came. */
export function answerClock(
  due: DateTime,
  responded: DateTime | null | undefined,
  skipped: CalendarHoliday[],
  now: DateTime
): AnswerClock {
  const state = responded
    ? responded <= due
      ? 'met'
      : 'missed'
    : now <= due
      ? 'running'
      : 'overdue'
  return {
    due_at: due.toUTC().toISO()!,
    responded_at: responded?.toUTC().toISO() ?? null,
    state,
    skipped_holidays: skipped,
  }
}
