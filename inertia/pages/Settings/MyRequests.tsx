import { Link } from '~/components/link'
import { SettingsTitle } from '~/components/settings/settings_title'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import { useDates } from '~/lib/dates'
import { buttonClasses } from '~/components/ui/button'
import { DueBadge, StatusBadge } from '~/components/desk/thread'
import type { Data } from '@generated/data'
import type { ListMeta } from '~/components/data_table/types'
import type { DeskKind, PromiseUnit } from '../../../app/enums/desk'

/** A kind's service promise as it stands (`servicePromises()`, SPEC §2.8). */
export type PromiseTerms = { kind: DeskKind; unit: PromiseUnit; amount: number }

type Props = {
  eligible: boolean
  /** app/lists/my_requests_list.ts */
  list: ListMeta<Data.MemberRequest>
  promises: PromiseTerms[]
}

/** The promise of one kind in words: "within 4 business hours", "answered at once, 24/7". */
export function usePromiseText() {
  const { t } = useTranslation()
  return (terms: Pick<PromiseTerms, 'unit' | 'amount'>) =>
    t(`desk.promise.${terms.unit}`, { count: terms.amount })
}

/** Settings › My requests: the member's requests, newest first, each with its status and due time. */
export default function MyRequests({ eligible, list, promises }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const promise = usePromiseText()
  const link = (query: Record<string, string | number>) =>
    `${urlFor('settings.my-requests')}?${new URLSearchParams(
      Object.entries({ ...list.filters, ...query }).filter(
        ([, v]) => v !== undefined && v !== ''
      ) as [string, string][]
    )}`
  return (
    <>
      <div className="max-w-5xl">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <SettingsTitle title={t('desk.title')} />
            <p className="mt-2 max-w-2xl text-slate-600">{t('desk.intro')}</p>
          </div>
          {eligible ? (
            <Link href={urlFor('settings.my-requests.create')} className={buttonClasses()}>
              {t('desk.new')}
            </Link>
          ) : null}
        </div>
        {!eligible ? (
          <p
            className="mt-8 rounded-lg border border-amber-200 bg-amber-50 p-6 text-slate-800"
            data-testid="not-eligible"
          >
            {t('desk.not_eligible')}
          </p>
        ) : null}
        {eligible ? (
          <ul
            className="mt-6 grid gap-2 text-sm text-slate-700 sm:grid-cols-2"
            data-testid="promises"
          >
            {promises.map((terms) => (
              <li key={terms.kind} className="rounded-md bg-slate-50 px-3 py-2">
                <span className="font-medium text-slate-900">{t(`desk.kinds.${terms.kind}`)}</span>
                {': '}
                {promise(terms)}
              </li>
            ))}
          </ul>
        ) : null}
        <nav className="mt-6 flex flex-wrap gap-2 text-sm" aria-label={t('desk.filters.status')}>
          {['', ...list.filterOptions.status].map((status) => (
            <Link
              key={status || 'all'}
              href={link({ status, page: 1 })}
              className={`rounded-full border px-3 py-1 ${
                (list.filters.status ?? '') === status
                  ? 'border-navy-800 bg-navy-800 text-white'
                  : 'border-slate-300 text-slate-700'
              }`}
            >
              {status ? t(`desk.status.${status}`) : t('desk.filters.all')}
            </Link>
          ))}
        </nav>
        {list.rows.length === 0 ? (
          <p
            className="mt-6 rounded-lg border border-slate-200 p-6 text-slate-700"
            data-testid="no-requests"
          >
            {t('desk.none')}
          </p>
        ) : (
          <ul className="mt-6 space-y-3" data-testid="requests">
            {list.rows.map((row) => (
              <li key={row.id} data-request={row.id}>
                <Link
                  href={urlFor('settings.my-requests.show', { id: row.id })}
                  className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-navy-700"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-xs font-medium text-slate-500">{row.reference}</span>
                    <span className="text-sm font-semibold text-navy-800">
                      {t(`desk.kinds.${row.kind}`)}
                    </span>
                    <StatusBadge status={row.status} />
                  </div>
                  <p className="mt-1 break-words font-medium text-slate-900">{row.subject}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
                    <span>
                      {t('desk.columns.received')}: {dateTime(row.receivedAt)}
                    </span>
                    <span>
                      {t('desk.columns.lawyer')}: {row.lawyer ?? t('desk.show.lawyer_none')}
                    </span>
                    <span>
                      {t('desk.columns.messages')}: {row.messages}
                    </span>
                    <DueBadge request={row} />
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {list.pages > 1 ? (
          <nav className="mt-6 flex gap-2 text-sm" aria-label="pages">
            {Array.from({ length: list.pages }, (_, index) => index + 1).map((page) => (
              <Link
                key={page}
                href={link({ page })}
                aria-current={page === list.page ? 'page' : undefined}
                className={`rounded border px-3 py-1 ${page === list.page ? 'border-navy-800 font-semibold' : 'border-slate-300'}`}
              >
                {page}
              </Link>
            ))}
          </nav>
        ) : null}
      </div>
    </>
  )
}
