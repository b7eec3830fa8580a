import { useState } from 'react'
import type { Data } from '@generated/data'
import { Seo } from '~/components/seo'
import { Button } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { DataTable } from '~/components/data_table/data_table'
import { send } from '~/components/data_table/actions'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { urlFor } from '~/client'
import { RecordCancellationDialog } from '~/components/admin/subscriptions/record_cancellation_dialog'
import { WrittenRequestsPanel } from '~/components/admin/subscriptions/written_requests_panel'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Row = Data.Cancellation
type Props = { list: ListMeta<Row>; writtenRequests: Data.WrittenRequest.Variants['toAdmin'][] }

/** SPEC §2.9 Delete Subscriptions: the written cancellation requests and their effective dates (app/lists/delete_subscriptions_list.ts). */
export default function AdminDeleteSubscriptions({ list, writtenRequests }: Props) {
  const { t } = useTranslation()
  const { date } = useDates()
  const [recording, setRecording] = useState(false)
  const channel = (value: string | null) =>
    value ? t(`delete_subscriptions.channel.${value}`) : '—'

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'membership_number',
      cell: (row) => (
        <span className="whitespace-nowrap font-mono text-xs">{row.membershipNumber}</span>
      ),
      sortable: true,
      hideable: false,
    },
    {
      id: 'member',
      hideable: false,
      cell: (row) => (
        <span>
          <span className="block font-medium">{row.member.name}</span>
          <span className="block text-xs text-slate-500">{row.member.email}</span>
        </span>
      ),
    },
    {
      id: 'reason',
      cell: (row) => (
        <span className="block max-w-xs">
          <span className="block">{row.reason ?? '—'}</span>
          <span className="block text-xs text-slate-500">{channel(row.channel)}</span>
        </span>
      ),
    },
    {
      id: 'status',
      cell: (row) => (
        <Badge status={row.status}>{t(`admin_subscriptions.status.${row.status}`)}</Badge>
      ),
    },
    { id: 'requested_at', cell: (row) => date(row.requestedAt), sortable: true },
    {
      id: 'effective_at',
      cell: (row) => <span className="font-medium">{date(row.effectiveAt)}</span>,
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
      <DataTable
        list={list}
        columns={columns}
        exportable
        details={(row) => ({
          title: `${row.membershipNumber} · ${row.member.name}`,
          fields: [
            { label: t('delete_subscriptions.columns.channel'), value: channel(row.channel) },
            { label: t('delete_subscriptions.columns.reason'), value: row.reason ?? '—' },
            {
              label: t('delete_subscriptions.columns.text'),
              value: <span className="whitespace-pre-line">{row.text ?? '—'}</span>,
            },
            { label: t('delete_subscriptions.columns.requested_at'), value: date(row.requestedAt) },
            { label: t('delete_subscriptions.columns.effective_at'), value: date(row.effectiveAt) },
            { label: t('delete_subscriptions.columns.cancelled_at'), value: date(row.cancelledAt) },
          ],
        })}
        rowActions={[
          {
            id: 'undo',
            label: t('delete_subscriptions.undo.action'),
            hidden: (row) => !row.canUndo,
            confirm: (row) => ({
              title: t('delete_subscriptions.undo.title'),
              text: t('delete_subscriptions.undo.text', {
                number: row.membershipNumber,
                date: date(row.effectiveAt),
              }),
              confirmText: t('delete_subscriptions.undo.action'),
              variant: 'primary',
            }),
            run: (row) => send('post', urlFor('admin.delete_subscriptions.undo', { id: row.id })),
          },
        ]}
      />
      {recording ? <RecordCancellationDialog onClose={() => setRecording(false)} /> : null}
    </>
  )
}
