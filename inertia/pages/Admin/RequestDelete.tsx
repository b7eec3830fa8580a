import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { cn } from '~/components/ui/cn'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { urlFor } from '~/client'
import { ReasonDialog } from '~/components/admin/subscriptions/reason_dialog'
import { useReviewFormat } from '~/components/admin/subscriptions/format'
import type { DeletionRequestRow } from '../../../app/transformers/admin_subscription_transformer'

type Props = { list: ListMeta<DeletionRequestRow>; can: { erase: boolean } }
type Asking = { row: DeletionRequestRow; kind: 'verify' | 'refuse' }

/**
 * SPEC §2.9 Request Delete (super_admin): PDPA erasure requests with their
 * 30-day legal deadline; identity verified, then executed or refused.
 */
export default function AdminRequestDelete({ list, can }: Props) {
  const { t, date } = useReviewFormat()
  const [asking, setAsking] = useState<Asking | null>(null)
  const pending = (row: DeletionRequestRow) => row.status === 'pending'

  const deadline = (row: DeletionRequestRow) => {
    if (!pending(row)) return <span className="text-slate-500">{date(row.deadline_at)}</span>
    return (
      <span
        data-deadline={row.overdue ? 'overdue' : 'open'}
        className={cn('flex flex-col', row.overdue && 'font-semibold text-red-700')}
      >
        <span>{date(row.deadline_at)}</span>
        <span className="text-xs">
          {row.overdue
            ? t('request_delete.overdue', { days: -row.days_left })
            : t('request_delete.days_left', { days: row.days_left })}
        </span>
      </span>
    )
  }

  const columns: DataTableColumn<DeletionRequestRow>[] = [
    {
      id: 'email',
      header: t('request_delete.columns.email'),
      cell: (row) => row.email,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    {
      id: 'source',
      header: t('request_delete.columns.source'),
      cell: (row) => t(`request_delete.source.${row.source}`),
    },
    {
      id: 'status',
      header: t('request_delete.columns.status'),
      cell: (row) => (
        <span data-status={row.status}>
          {t(`request_delete.status.${row.status}`)}
          {pending(row) ? (
            <span className="block text-xs text-slate-500">
              {row.verified_at ? t('request_delete.verified') : t('request_delete.not_verified')}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'received_at',
      header: t('request_delete.columns.received_at'),
      cell: (row) => date(row.received_at),
      sortable: true,
    },
    { id: 'deadline', header: t('request_delete.columns.deadline'), cell: deadline },
  ]

  return (
    <>
      <Seo title={t('request_delete.title')} />
      <h1 className="text-2xl font-semibold text-slate-900">{t('request_delete.title')}</h1>
      <p className="mb-6 mt-1 max-w-3xl text-sm text-slate-600">{t('request_delete.intro')}</p>
      <DataTable
        tableId="request_delete"
        url={urlFor('admin.request_delete')}
        list={list}
        columns={columns}
        searchLabel={t('request_delete.search')}
        nothingYet={t('request_delete.nothing_yet')}
        filters={[
          {
            name: 'status',
            label: t('request_delete.columns.status'),
            optionLabel: (value) => t(`request_delete.status.${value}`),
          },
          {
            name: 'source',
            label: t('request_delete.columns.source'),
            optionLabel: (value) => t(`request_delete.source.${value}`),
          },
          {
            name: 'verified',
            label: t('request_delete.columns.verified'),
            optionLabel: (value) => t(`request_delete.verified_${value}`),
          },
        ]}
        details={(row) => ({
          title: row.email,
          fields: [
            { label: t('request_delete.columns.reason'), value: row.reason ?? '—' },
            { label: t('request_delete.columns.received_at'), value: date(row.received_at) },
            { label: t('request_delete.columns.deadline'), value: deadline(row) },
            { label: t('request_delete.columns.verified'), value: date(row.verified_at) },
            {
              label: t('request_delete.columns.verification_note'),
              value: row.verification_note ?? '—',
            },
            { label: t('request_delete.columns.refusal_reason'), value: row.refusal_reason ?? '—' },
            { label: t('request_delete.columns.processed_at'), value: date(row.processed_at) },
          ],
        })}
        rowActions={[
          {
            id: 'verify',
            label: t('request_delete.actions.verify'),
            hidden: (row) => !pending(row) || Boolean(row.verified_at),
            run: (row) => setAsking({ row, kind: 'verify' }),
          },
          ...(can.erase
            ? [
                {
                  id: 'execute',
                  label: t('request_delete.actions.execute'),
                  hidden: (row: DeletionRequestRow) => !pending(row) || !row.verified_at,
                  confirm: (row: DeletionRequestRow) => ({
                    title: t('request_delete.execute.title'),
                    text: t('request_delete.execute.text', { email: row.email }),
                    confirmText: t('request_delete.actions.execute'),
                    variant: 'danger' as const,
                  }),
                  run: (row: DeletionRequestRow) =>
                    new Promise((resolve) =>
                      router.post(
                        urlFor('admin.request_delete.execute', { id: row.id }),
                        {},
                        { preserveScroll: true, onFinish: resolve }
                      )
                    ),
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
