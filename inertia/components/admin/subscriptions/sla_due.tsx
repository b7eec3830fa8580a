import { cn } from '~/components/ui/cn'
import { useReviewFormat } from './format'
import { SkippedHolidays, useBusinessHint } from '~/components/business_hours_note'
import type { CalendarHoliday } from '../../../../app/support/business_hours'

/**
 * The review clock of a pending application (SPEC §1: reviewed within
 * 12-24 business hours): its due time, and "overdue" once passed.
 */
export function SlaDue({
  dueAt,
  overdue,
  skipped,
}: {
  dueAt: string | null
  overdue: boolean
  /** Public holidays the clock skipped. */
  skipped?: CalendarHoliday[]
}) {
  const { t, dateTime } = useReviewFormat()
  const hint = useBusinessHint()
  if (!dueAt) return <span className="text-slate-400">—</span>
  return (
    <span
      data-sla={overdue ? 'overdue' : 'on-time'}
      title={hint}
      className={cn(
        'inline-flex flex-col items-start text-sm',
        overdue ? 'font-semibold text-red-700' : 'text-slate-700'
      )}
    >
      <time dateTime={dueAt}>{dateTime(dueAt)}</time>
      <span className={cn('text-xs', overdue ? 'text-red-700' : 'text-slate-500')}>
        {overdue ? t('admin_subscriptions.sla.overdue') : t('admin_subscriptions.sla.due')}
      </span>
      <SkippedHolidays holidays={skipped} />
    </span>
  )
}
