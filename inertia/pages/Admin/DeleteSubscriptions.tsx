import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { DataTable } from '~/components/data_table/data_table'
import { PageHeading } from '~/components/admin/page_heading'
import { useRowDialog } from '~/components/data_table/use_row_dialog'
import type { ListMeta } from '~/components/data_table/types'
import { useCancellationColumns } from '~/components/admin/cancellations/cancellation_columns'
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
  const record = useRowDialog<true>((_, close) => <RecordCancellationDialog onClose={close} />)
  const channel = (value: string | null) =>
    value ? t(`delete_subscriptions.channel.${value}`) : '—'
  const columns = useCancellationColumns(channel)

  return (
    <>
      <PageHeading title={t('delete_subscriptions.title')} intro={t('delete_subscriptions.intro')}>
        <Button onClick={() => record.open(true)} data-testid="record-cancellation-open">
          {t('delete_subscriptions.record.open')}
        </Button>
      </PageHeading>
      <WrittenRequestsPanel requests={writtenRequests} />
      <DataTable
        list={list}
        columns={columns}
        exportable
        details={{
          title: (row) => `${row.membershipNumber} · ${row.member.name}`,
          fields: {
            channel: (row) => channel(row.channel),
            reason: (row) => row.reason ?? '—',
            text: (row) => <span className="whitespace-pre-line">{row.text ?? '—'}</span>,
            requested_at: (row) => date(row.requestedAt),
            effective_at: (row) => date(row.effectiveAt),
            cancelled_at: (row) => date(row.cancelledAt),
          },
        }}
        rowActions={[
          {
            id: 'undo',
            route: 'admin.delete_subscriptions.undo',
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
          },
        ]}
      />
      {record.dialog}
    </>
  )
}
