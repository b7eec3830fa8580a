import { useState } from 'react'
import { router } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { urlFor } from '~/client'
import { StatusBadge } from '~/components/admin/subscriptions/status_badge'
import { DayRangeFilter } from '~/components/admin/subscriptions/day_range_filter'
import { RecordCancellationDialog } from '~/components/admin/subscriptions/record_cancellation_dialog'
import { useReviewFormat } from '~/components/admin/subscriptions/format'
import { WrittenRequestsPanel } from '~/components/admin/subscriptions/written_requests_panel'
import type { CancellationRow } from '../../../app/transformers/admin_subscription_transformer'
import type { Data } from '@generated/data'

/** SPEC §2.9 Delete Subscriptions: the written cancellation requests and their effective dates. */
export default function AdminDeleteSubscriptions({
  list,
  writtenRequests,
}: {
  list: ListMeta<CancellationRow>
  writtenRequests: Data.WrittenRequest.Variants['toAdmin'][]
}) {
  const { t, date } = useReviewFormat()
  const [recording, setRecording] = useState(false)
  const url = urlFor('admin.delete_subscriptions')
  const channel = (value: string | null) =>
    value ? t(`delete_subscriptions.channel.${value}`) : '—'

  const columns: DataTableColumn<CancellationRow>[] = [
    {
      id: 'membership_number',
      header: t('delete_subscriptions.columns.number'),
      cell: (row) => (
        <span className="whitespace-nowrap font-mono text-xs">{row.membership_number}</span>
      ),
      sortable: true,
      hideable: false,
    },
    {
      id: 'member',
      header: t('delete_subscriptions.columns.member'),
      cell: (row) => (
        <span>
          <span className="block font-medium">{row.member.name}</span>
          <span className="block text-xs text-slate-500">{row.member.email}</span>
        </span>
      ),
      hideable: false,
    },
    {
      id: 'reason',
      header: t('delete_subscriptions.columns.reason'),
      cell: (row) => (
        <span className="block max-w-xs">
          <span className="block">{row.reason ?? '—'}</span>
          <span className="block text-xs text-slate-500">{channel(row.channel)}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('delete_subscriptions.columns.status'),
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      id: 'requested_at',
      header: t('delete_subscriptions.columns.requested_at'),
      cell: (row) => date(row.requested_at),
      sortable: true,
    },
    {
      id: 'effective_at',
      header: t('delete_subscriptions.columns.effective_at'),
      cell: (row) => <span className="font-medium">{date(row.effective_at)}</span>,
      sortable: true,
    },
  ]

  return (
    <>
      <Seo title={t('delete_subscriptions.title')} />
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('delete_subscriptions.title')}</h1>
        <Button onClick={() => setRecording(true)} data-testid="record-cancellation-open">
          {t('delete_subscriptions.record.open')}
        </Button>
      </div>
      <p className="mb-6 max-w-3xl text-sm text-slate-600">{t('delete_subscriptions.intro')}</p>
      <WrittenRequestsPanel requests={writtenRequests} />
      <DayRangeFilter
        url={url}
        list={list as ListMeta<unknown>}
        label={t('delete_subscriptions.range')}
      />
      <DataTable
        tableId="delete_subscriptions"
        url={url}
        list={list}
        columns={columns}
        searchLabel={t('delete_subscriptions.search')}
        nothingYet={t('delete_subscriptions.nothing_yet')}
        filters={[
          {
            name: 'state',
            label: t('delete_subscriptions.columns.status'),
            optionLabel: (value) => t(`admin_subscriptions.status.${value}`),
          },
          {
            name: 'channel',
            label: t('delete_subscriptions.columns.channel'),
            optionLabel: (value) => t(`delete_subscriptions.channel.${value}`),
          },
        ]}
        exportHref={urlFor('admin.delete_subscriptions.export')}
        details={(row) => ({
          title: `${row.membership_number} · ${row.member.name}`,
          fields: [
            { label: t('delete_subscriptions.columns.channel'), value: channel(row.channel) },
            { label: t('delete_subscriptions.columns.reason'), value: row.reason ?? '—' },
            {
              label: t('delete_subscriptions.columns.text'),
              value: <span className="whitespace-pre-line">{row.text ?? '—'}</span>,
            },
            {
              label: t('delete_subscriptions.columns.requested_at'),
              value: date(row.requested_at),
            },
            {
              label: t('delete_subscriptions.columns.effective_at'),
              value: date(row.effective_at),
            },
            {
              label: t('delete_subscriptions.columns.cancelled_at'),
              value: date(row.cancelled_at),
            },
          ],
        })}
        rowActions={[
          {
            id: 'undo',
            label: t('delete_subscriptions.undo.action'),
            hidden: (row) => !row.can_undo,
            confirm: (row) => ({
              title: t('delete_subscriptions.undo.title'),
              text: t('delete_subscriptions.undo.text', {
                number: row.membership_number,
                date: date(row.effective_at),
              }),
              confirmText: t('delete_subscriptions.undo.action'),
              variant: 'primary',
            }),
            run: (row) =>
              new Promise((resolve) =>
                router.post(
                  urlFor('admin.delete_subscriptions.undo', { id: row.id }),
                  {},
                  { preserveScroll: true, onFinish: resolve }
                )
              ),
          },
        ]}
      />
      {recording ? <RecordCancellationDialog onClose={() => setRecording(false)} /> : null}
    </>
  )
}
