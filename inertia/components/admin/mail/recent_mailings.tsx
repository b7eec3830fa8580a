import type { Data } from '@generated/data'
import { Link } from '~/components/link'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { formatDateTime } from '~/lib/dates'

export function useDateTime() {
  const { locale } = useTranslation()
  return (iso: string | null) => formatDateTime(iso, locale)
}

/** The last few sends beside a form, with a link to the whole history. */
export function RecentMailings({ rows }: { rows: Data.ScheduledMail[] }) {
  const { t } = useTranslation()
  const date = useDateTime()
  return (
    <section aria-labelledby="recent-mailings" className="space-y-3">
      <h2 id="recent-mailings" className="text-lg font-semibold text-slate-900">
        {t('admin_mail.recent.title')}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin_mail.recent.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {rows.map((row) => (
            <li key={row.id} className="p-3 text-sm">
              <p className="font-medium text-slate-900">{row.eventTitle ?? row.template}</p>
              <p className="text-slate-600">
                {t(`admin_mail.status.${row.status}`)} · {date(row.scheduledAt)} ·{' '}
                {t('admin_mail.history.sent_of', { sent: row.sentCount, total: row.totalCount })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link
        href={urlFor('admin.schedule_history')}
        className="text-sm font-medium text-navy-800 underline"
      >
        {t('admin_mail.recent.all')}
      </Link>
    </section>
  )
}
