import { Link } from '~/components/link'
import { cn } from '~/components/ui/cn'
import { formatSatang } from '~/lib/format'
import { ReviewActions } from '~/components/admin/subscriptions/review_actions'
import { SlaDue } from '~/components/admin/subscriptions/sla_due'
import { useReviewFormat } from '~/components/admin/subscriptions/format'
import type { Data } from '@generated/data'
import { DashboardSection } from './section'

/**
 * Applications waiting for review, oldest first, with their business-hour
 * due time (SPEC §1: 12-24 business hours); overdue rows stand out. The
 * decision buttons show only to roles that may decide.
 */
export function ReviewQueue({
  queue,
  canReview,
  allHref,
}: {
  queue: { rows: Data.ReviewQueue[]; total: number }
  canReview: boolean
  allHref?: string
}) {
  const { t, dateTime, planName } = useReviewFormat()
  return (
    <DashboardSection
      id="queue"
      testId="review-queue"
      title={t('admin_dashboard.queue_title', { count: queue.total })}
      aside={
        allHref && queue.total > queue.rows.length ? (
          <Link href={allHref} className="text-sm font-medium text-navy-700 underline">
            {t('admin_dashboard.queue_all')}
          </Link>
        ) : null
      }
    >
      {queue.rows.length === 0 ? (
        <p className="rounded-lg bg-white p-5 text-slate-600 shadow-sm" data-testid="queue-empty">
          {t('admin_dashboard.queue_empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {queue.rows.map((row) => (
            <li
              key={row.id}
              data-row-id={row.id}
              data-overdue={row.overdue || undefined}
              className={cn(
                'grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto] sm:items-center',
                row.overdue && 'border-l-4 border-red-600 bg-red-50'
              )}
            >
              <div>
                <p className="font-medium text-slate-900">{row.member.name}</p>
                <p className="text-sm text-slate-600">
                  {row.membership_number} · {planName(row.plan)} · {formatSatang(row.amount_satang)}
                  /{t(`admin_subscriptions.period.${row.billing_period}`)}
                </p>
                <p className="text-xs text-slate-500">
                  {t('admin_subscriptions.columns.applied_at')}: {dateTime(row.applied_at)}
                </p>
                {row.declared_incarcerated ? (
                  <p className="text-xs font-medium text-red-700">
                    {t('admin_subscriptions.incarcerated')}
                  </p>
                ) : null}
              </div>
              <div>
                <p className="text-xs uppercase tracking-wide text-slate-500">
                  {t('admin_subscriptions.columns.review_due')}
                </p>
                <SlaDue
                  dueAt={row.review_due_at}
                  overdue={row.overdue}
                  skipped={row.review_skipped_holidays}
                />
              </div>
              {canReview ? <ReviewActions row={row} /> : <span />}
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  )
}
