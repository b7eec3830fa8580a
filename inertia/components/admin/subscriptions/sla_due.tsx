import { cn } from '~/components/ui/cn'
import { useReviewFormat } from './format'

/**
 * The review clock of a pending application (SPEC §1: reviewed within
 * 12-24 business hours): its due time, and "overdue" once passed.
 */
export function SlaDue({ dueAt, overdue }: { dueAt: string | null; overdue: boolean }) {
  const { t, dateTime } = useReviewFormat()
  if (!dueAt) return <span className="text-slate-400">—</span>
  return (
    <span
      data-sla={overdue ? 'overdue' : 'on-time'}
      className={cn(
        'inline-flex flex-col text-sm',
        overdue ? 'font-semibold text-red-700' : 'text-slate-700'
      )}
    >
      <time dateTime={dueAt}>{dateTime(dueAt)}</time>
      <span className={cn('text-xs', overdue ? 'text-red-700' : 'text-slate-500')}>
        {overdue ? t('admin_subscriptions.sla.overdue') : t('admin_subscriptions.sla.due')}
      </span>
    </span>
  )
}
