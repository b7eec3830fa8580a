import { useState } from 'react'
import type { Data } from '@generated/data'
import { Seo } from '~/components/seo'
import { cn } from '~/components/ui/cn'
import { Badge } from '~/components/ui/badge'
import { DataTable } from '~/components/data_table/data_table'
import { send } from '~/components/data_table/actions'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { urlFor } from '~/client'
import { ReasonDialog } from '~/components/admin/subscriptions/reason_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Row = Data.DeletionRequest
type Props = { list: ListMeta<Row>; can: { erase: boolean } }

/**
 * SPEC §2.9 Request Delete (super_admin): PDPA erasure requests with their 30-day legal
 * deadline; identity verified, then executed or refused (app/lists/request_delete_list.ts).
 */
export default function AdminRequestDelete({ list, can }: Props) {
  const { t } = useTranslation()
  const { date } = useDates()
  const [asking, setAsking] = useState<{ row: Row; kind: 'verify' | 'refuse' } | null>(null)
  const pending = (row: Row) => row.status === 'pending'

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'email',
      cell: (row) => row.email,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    { id: 'source', cell: (row) => t(`request_delete.source.${row.source}`) },
    {
      id: 'status',
      cell: (row) => (
        <span>
          <Badge status={row.status}>{t(`request_delete.status.${row.status}`)}</Badge>
          {pending(row) ? (
            <span className="block text-xs text-slate-500">
              {t(row.verifiedAt ? 'request_delete.verified' : 'request_delete.not_verified')}
            </span>
          ) : null}
        </span>
      ),
    },
    { id: 'received_at', cell: (row) => date(row.receivedAt), sortable: true },
    {
      id: 'deadline',
      cell: (row) =>
        pending(row) ? (
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
        ) : (
          <span className="text-slate-500">{date(row.deadlineAt)}</span>
        ),
    },
  ]

  return (
    <>
      <Seo title={t('request_delete.title')} />
      <h1 className="text-2xl font-semibold text-slate-900">{t('request_delete.title')}</h1>
      <p className="mb-6 mt-1 max-w-3xl text-sm text-slate-600">{t('request_delete.intro')}</p>
      <DataTable
        list={list}
        columns={columns}
        details={{
          title: (row) => row.email,
          extra: {
            reason: (row) => row.reason ?? '—',
            verified: (row) => date(row.verifiedAt),
            verification_note: (row) => row.verificationNote ?? '—',
            refusal_reason: (row) => row.refusalReason ?? '—',
            processed_at: (row) => date(row.processedAt),
          },
        }}
        rowActions={[
          {
            id: 'verify',
            label: t('request_delete.actions.verify'),
            hidden: (row) => !pending(row) || Boolean(row.verifiedAt),
            run: (row) => setAsking({ row, kind: 'verify' }),
          },
          ...(can.erase
            ? [
                {
                  id: 'execute',
                  label: t('request_delete.actions.execute'),
                  hidden: (row: Row) => !pending(row) || !row.verifiedAt,
                  confirm: (row: Row) => ({
                    title: t('request_delete.execute.title'),
                    text: t('request_delete.execute.text', { email: row.email }),
                    confirmText: t('request_delete.actions.execute'),
                    variant: 'danger' as const,
                  }),
                  run: (row: Row) =>
                    send('post', urlFor('admin.request_delete.execute', { id: row.id })),
                },
              ]
            : []),
          {
            id: 'refuse',
            label: t('request_delete.actions.refuse'),
            hidden: (row) => !pending(row),
            run: (row) => setAsking({ row, kind: 'refuse' }),
          },
        ]}
      />
      {asking ? (
        <ReasonDialog
          route={`admin.request_delete.${asking.kind}`}
          id={asking.row.id}
          field={asking.kind === 'verify' ? 'note' : 'reason'}
          title={t(`request_delete.${asking.kind}.title`)}
          description={t(`request_delete.${asking.kind}.text`, { email: asking.row.email })}
          label={t(`request_delete.${asking.kind}.label`)}
          submitLabel={t(`request_delete.actions.${asking.kind}`)}
          variant={asking.kind === 'verify' ? 'primary' : 'danger'}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  )
}
