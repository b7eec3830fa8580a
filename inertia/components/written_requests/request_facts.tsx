import { useReviewFormat } from '~/components/admin/subscriptions/format'
import type { Data } from '@generated/data'

/**
 * One request received in writing, in words: what, how,
 * when received and when it takes effect — or that it waits for the
 * member's written confirmation. Shared by the member's Subscriptions page,
 * the confirmation page and the staff list.
 */
export function RequestFacts({ request }: { request: Data.WrittenRequest }) {
  const { t, date } = useReviewFormat()
  const waiting = request.status === 'awaiting_confirmation'
  const plan = request.newPlan
    ? ` → ${request.newPlan.name} (${t(`written_requests.period.${request.newPlan.billingPeriod}`)})`
    : ''
  return (
    <div className="space-y-1 text-sm">
      <p className="font-semibold text-slate-900">
        {t(`written_requests.kind.${request.kind}`)}
        {plan} · <span className="font-mono text-xs">{request.membershipNumber}</span>
      </p>
      <p className="text-slate-700">
        {t(`written_requests.channel.${request.channel}`)} ·{' '}
        {t('written_requests.list.received', { date: date(request.receivedAt) })}
        {request.confirmedAt
          ? ` · ${t('written_requests.list.confirmed', { date: date(request.confirmedAt) })}`
          : ''}
      </p>
      <p
        className={waiting ? 'font-medium text-amber-800' : 'font-medium text-emerald-800'}
        data-testid="written-request-state"
      >
        {waiting
          ? t('written_requests.status.awaiting_confirmation')
          : t('written_requests.list.effective', { date: date(request.effectiveAt) })}
      </p>
    </div>
  )
}
