import { RequestFacts } from '~/components/written_requests/request_facts'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { Data } from '@generated/data'

/**
 * Delete Subscriptions: the requests received in writing, phone requests still
 * awaiting the member's written confirmation
 * first. The scan opens through a short-lived signed link (DESIGN §7).
 */
export function WrittenRequestsPanel({
  requests,
}: {
  requests: Data.WrittenRequest.Variants['toAdmin'][]
}) {
  const { t } = useTranslation()
  return (
    <section
      className="mb-8 rounded-lg border border-slate-200 bg-white p-4"
      aria-labelledby="written-requests-title"
      data-testid="written-requests-panel"
    >
      <h2 id="written-requests-title" className="text-lg font-semibold text-slate-900">
        {t('written_requests.list.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('written_requests.list.intro')}</p>
      {requests.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('written_requests.list.nothing_yet')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 space-y-1">
                <p className="text-sm">
                  <span className="font-medium">{request.member.name}</span>{' '}
                  <span className="text-slate-500">{request.member.email}</span>
                </p>
                <RequestFacts request={request} />
                {request.reason || request.notes ? (
                  <p className="max-w-2xl whitespace-pre-line text-sm text-slate-600">
                    {[request.reason, request.notes].filter(Boolean).join(' — ')}
                  </p>
                ) : null}
                {request.recordedBy ? (
                  <p className="text-xs text-slate-500">
                    {t('written_requests.list.recorded_by', { name: request.recordedBy })}
                  </p>
                ) : null}
              </div>
              {request.attachmentName ? (
                <a
                  href={urlFor('admin.subscriptions.written_requests.attachment', {
                    id: request.id,
                  })}
                  className="text-sm text-navy-700 underline"
                  target="_blank"
                  rel="noopener"
                >
                  {t('written_requests.list.attachment')} ({request.attachmentName})
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
