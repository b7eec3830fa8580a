import { useTranslation } from '~/hooks/use_translation'

export type MailingStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled'
const STATUSES: MailingStatus[] = ['queued', 'sending', 'sent', 'failed', 'cancelled']

/** How many scheduled mailings are in each status. */
export function MailingTotals({ totals }: { totals: Record<MailingStatus, number> }) {
  const { t } = useTranslation()
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="mailing-totals">
      {STATUSES.map((key) => (
        <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-xs text-slate-600">{t(`admin_mail.status.${key}`)}</dt>
          <dd className="text-xl font-semibold text-slate-900">{totals[key]}</dd>
        </div>
      ))}
    </dl>
  )
}
