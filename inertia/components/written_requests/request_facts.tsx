import { useReviewFormat } from '~/components/admin/subscriptions/format'
import type { MemberWrittenRequest } from '../../../app/transformers/written_request_transformer'

/**
 * One request received in writing, in words (issue 18 item 4): what, how,
 * when received and when it takes effect — or that it waits for the
 * member's written confirmation. Shared by the member's Subscriptions page,
 * the confirmation page and the staff list.
 */
export function RequestFacts({ request }: { request: MemberWrittenRequest }) {
  const { t, date } = useReviewFormat()
  const waiting = request.status === 'awaiting_confirmation'
  const plan = request.new_plan
    ? ` → ${request.new_plan.name} (${t(`written_requests.period.${request.new_plan.billing_period}`)})`
    : ''
  return (
    <div className="space-y-1 text-sm">
      <p className="font-semibold text-slate-900">
        {t(`written_requests.kind.${request.kind}`)}
        {plan} · <span className="font-mono text-xs">{request.membership_number}</span>
      </p>
      <p className="text-slate-700">
        {t(`written_requests.channel.${request.channel}`)} ·{' '}
        {t('written_requests.list.received', { date: date(request.received_at) })}
        {request.confirmed_at
          ? ` · ${t('written_requests.list.confirmed', { date: date(request.confirmed_at) })}`
          : ''}
      </p>
      <p
        className={waiting ? 'font-medium text-amber-800' : 'font-medium text-emerald-800'}
        data-testid="written-request-state"
      >
        {waiting
          ? t('written_requests.status.awaiting_confirmation')
          : t('written_requests.list.effective', { date: date(request.effective_at) })}
      </p>
    </div>
  )
}
