import { router } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { formatDateTime } from '~/lib/dates'
import type { Data } from '@generated/data'

type QueueJob = Data.QueueSnapshot['failed'][number]

function when(iso: string | null, locale: string) {
  if (!iso) return '—'
  return formatDateTime(iso, locale, 'medium', 'medium')
}

function JobTable({
  jobs,
  caption,
  withError,
  onRetry,
}: {
  jobs: QueueJob[]
  caption: string
  withError?: boolean
  onRetry?: (job: QueueJob) => void
}) {
  const { t, locale } = useTranslation()
  if (jobs.length === 0) {
    return (
      <section className="mt-8">
        <h2 className="text-lg font-semibold text-navy-800">{caption}</h2>
        <p className="mt-2 text-sm text-slate-600">{t('queue_monitor.none')}</p>
      </section>
    )
  }
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold text-navy-800">{caption}</h2>
      <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th className="px-3 py-2">{t('queue_monitor.columns.job')}</th>
              <th className="px-3 py-2">{t('queue_monitor.columns.status')}</th>
              <th className="px-3 py-2">{t('queue_monitor.columns.attempts')}</th>
              <th className="px-3 py-2">{t('queue_monitor.columns.at')}</th>
              {withError && <th className="px-3 py-2">{t('queue_monitor.columns.error')}</th>}
              {onRetry && <th className="px-3 py-2" />}
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id} className="border-t border-slate-100 align-top">
                <td className="px-3 py-2 font-medium text-slate-900">{job.name}</td>
                <td className="px-3 py-2">{t(`queue_monitor.status.${job.status}`)}</td>
                <td className="px-3 py-2">{job.attempts}</td>
                <td className="px-3 py-2 whitespace-nowrap">{when(job.at, locale)}</td>
                {withError && (
                  <td className="px-3 py-2 break-words text-red-700">{job.error ?? '—'}</td>
                )}
                {onRetry && (
                  <td className="px-3 py-2">
                    <button
                      type="button"
                      className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50"
                      onClick={() => onRetry(job)}
                    >
                      {t('queue_monitor.retry')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** SPEC §2.9 Queue monitor (developer only): real jobs, failed ones with their error. */
export default function QueueMonitor({ queue }: { queue: Data.QueueSnapshot }) {
  const { t, locale } = useTranslation()
  const stats = [
    ['waiting', queue.counts.waiting],
    ['running', queue.counts.running],
    ['failed', queue.counts.failed],
    ['completed', queue.counts.completed],
  ] as const
  const retry = (job: QueueJob) =>
    router.post(urlFor('admin.queue.retry', { id: job.id }), {}, { preserveScroll: true })
  return (
    <>
      <Seo title={t('queue_monitor.title')} />
      <h1 className="text-2xl font-semibold text-slate-900">{t('queue_monitor.title')}</h1>
      <p className="mt-1 text-slate-600">{t('queue_monitor.text', { driver: queue.driver })}</p>
      {!queue.readable && (
        <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('queue_monitor.not_readable')}
        </p>
      )}
      <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-5">
        {stats.map(([key, value]) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{t(`queue_monitor.counts.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="col-span-2 rounded-lg border border-slate-200 bg-white p-4 md:col-span-1">
          <dt className="text-sm text-slate-600">{t('queue_monitor.counts.oldest')}</dt>
          <dd className="mt-1 text-sm font-semibold text-slate-900">
            {when(queue.oldestWaitingAt, locale)}
          </dd>
        </div>
      </dl>
      <JobTable jobs={queue.failed} caption={t('queue_monitor.failed')} withError onRetry={retry} />
      <JobTable jobs={queue.active} caption={t('queue_monitor.active')} />
    </>
  )
}
