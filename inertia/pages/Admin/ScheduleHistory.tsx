import type { Data } from '@generated/data'
import { Seo } from '~/components/seo'
import { Badge } from '~/components/ui/badge'
import { DataTable } from '~/components/data_table/data_table'
import { send } from '~/components/data_table/actions'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { urlFor } from '~/client'

type Row = Data.ScheduledMail
type Status = 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled'
type Props = { list: ListMeta<Row>; totals: Record<Status, number> }

/** SPEC §2.9 Mail Schedule History: scheduled, sending, sent, failed; cancel before it starts (app/lists/schedule_history_list.ts). */
export default function AdminScheduleHistory({ list, totals }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const status = (value: string) => t(`admin_mail.status.${value}`)
  const audience = (row: Row) =>
    [t(`admin_mail.audiences.${row.audience}`), row.segmentValue].filter(Boolean).join(': ')
  const counts = (row: Row) =>
    t('admin_mail.history.counts', {
      sent: row.sentCount,
      failed: row.failedCount,
      total: row.totalCount,
    })
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'mailing',
      hideable: false,
      cell: (row) => (
        <span>
          <span className="block font-medium text-slate-900">{row.eventTitle ?? row.template}</span>
          <span className="text-xs text-slate-600">{t(`admin_mail.kinds.${row.kind}`)}</span>
        </span>
      ),
    },
    { id: 'audience', cell: audience },
    { id: 'scheduled_at', cell: (row) => dateTime(row.scheduledAt), sortable: true },
    {
      id: 'status',
      cell: (row) => <Badge status={row.status}>{status(row.status)}</Badge>,
      sortable: true,
    },
    { id: 'counts', cell: counts },
  ]
  return (
    <>
      <Seo title={t('admin_mail.history.title')} />
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">
        {t('admin_mail.history.title')}
      </h1>
      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="mailing-totals">
        {(['queued', 'sending', 'sent', 'failed', 'cancelled'] as const).map((key) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs text-slate-600">{status(key)}</dt>
            <dd className="text-xl font-semibold text-slate-900">{totals[key]}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        list={list}
        columns={columns}
        details={(row) => ({
          title: row.eventTitle ?? row.template,
          fields: [
            {
              label: t('admin_mail.history.columns.kind'),
              value: t(`admin_mail.kinds.${row.kind}`),
            },
            { label: t('admin_mail.fields.template_id'), value: row.template },
            ...(row.kind === 'event'
              ? [
                  { label: t('admin_mail.fields.starts_at'), value: dateTime(row.eventStartsAt) },
                  { label: t('admin_mail.fields.place'), value: row.eventPlace ?? '—' },
                ]
              : []),
            { label: t('admin_mail.fields.audience'), value: audience(row) },
            { label: t('admin_mail.fields.scheduled_at'), value: dateTime(row.scheduledAt) },
            { label: t('admin_mail.history.columns.status'), value: status(row.status) },
            { label: t('admin_mail.history.columns.counts'), value: counts(row) },
            { label: t('admin_mail.history.skipped'), value: String(row.skippedCount) },
            { label: t('admin_mail.history.created_by'), value: row.createdBy ?? '—' },
            { label: t('admin_mail.history.finished_at'), value: dateTime(row.finishedAt) },
            ...(row.failureReason
              ? [{ label: t('admin_mail.history.failure'), value: row.failureReason }]
              : []),
          ],
        })}
        rowActions={[
          {
            id: 'cancel',
            label: t('admin_mail.history.cancel'),
            hidden: (row) => row.status !== 'queued',
            confirm: () => ({
              title: t('admin_mail.history.cancel'),
              text: t('admin_mail.history.cancel_text'),
              confirmText: t('admin_mail.history.cancel'),
              variant: 'danger',
            }),
            run: (row) => send('post', urlFor('admin.schedule_history.cancel', { id: row.id })),
          },
        ]}
      />
    </>
  )
}
