import type { Data } from '@generated/data'
import { cn } from '~/components/ui/cn'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

/** An erasure request's 30-day legal deadline: days left, or overdue in red, while it is pending. */
export function DeadlineCell({ row }: { row: Data.DeletionRequest }) {
  const { t } = useTranslation()
  const { date } = useDates()
  if (row.status !== 'pending')
    return <span className="text-slate-500">{date(row.deadlineAt)}</span>
  return (
    <span
      data-deadline={row.overdue ? 'overdue' : 'open'}
      className={cn('flex flex-col', row.overdue && 'font-semibold text-red-700')}
    >
      <span>{date(row.deadlineAt)}</span>
      <span className="text-xs">
        {row.overdue
          ? t('request_delete.overdue', { days: -row.daysLeft })
          : t('request_delete.days_left', { days: row.daysLeft })}
      </span>
    </span>
  )
}
