import { router } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { useDateTime } from '~/components/admin/mail/recent_mailings'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { MailingRow } from '../../../app/transformers/mail_transformer'

type Status = 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled'
type Props = { list: ListMeta<MailingRow>; totals: Record<Status, number> }

/** SPEC §2.9 Mail Schedule History (issue 14): scheduled, sending, sent, failed; cancel before it starts. */
export default function AdminScheduleHistory({ list, totals }: Props) {
  const { t } = useTranslation()
  const date = useDateTime()
  const status = (value: string) => t(`admin_mail.status.${value}`)
  const segment = (row: MailingRow) =>
    row.segment_value
      ? `${t(`admin_mail.audiences.${row.audience}`)}: ${row.segment_value}`
      : t(`admin_mail.audiences.${row.audience}`)
  const columns: DataTableColumn<MailingRow>[] = [
    {
      id: 'subject',
      header: t('admin_mail.history.columns.mailing'),
      cell: (row) => (
        <span>
          <span className="block font-medium text-slate-900">
            {row.event_title ?? row.template}
          </span>
          <span className="text-xs text-slate-600">{t(`admin_mail.kinds.${row.kind}`)}</span>
        </span>
      ),
      hideable: false,
    },
    { id: 'audience', header: t('admin_mail.fields.audience'), cell: segment },
    {
      id: 'scheduled_at',
      header: t('admin_mail.fields.scheduled_at'),
      cell: (row) => date(row.scheduled_at),
      sortable: true,
    },
    {
      id: 'status',
      header: t('admin_mail.history.columns.status'),
      cell: (row) => <span data-status={row.status}>{status(row.status)}</span>,
      sortable: true,
    },
    {
      id: 'counts',
      header: t('admin_mail.history.columns.counts'),
      cell: (row) =>
        t('admin_mail.history.counts', {
          sent: row.sent_count,
          failed: row.failed_count,
          total: row.total_count,
        }),
    },
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
        tableId="schedule_history"
        url={urlFor('admin.schedule_history')}
        list={list}
        columns={columns}
        searchLabel={t('admin_mail.history.search')}
        nothingYet={t('admin_mail.history.nothing_yet')}
        filters={[
          { name: 'status', label: t('admin_mail.history.columns.status'), optionLabel: status },
          {
            name: 'kind',
            label: t('admin_mail.history.columns.kind'),
            optionLabel: (value) => t(`admin_mail.kinds.${value}`),
          },
        ]}
        details={(row) => ({
          title: row.event_title ?? row.template,
          fields: [
            {
              label: t('admin_mail.history.columns.kind'),
              value: t(`admin_mail.kinds.${row.kind}`),
            },
            { label: t('admin_mail.fields.template_id'), value: row.template },
            ...(row.kind === 'event'
              ? [
                  { label: t('admin_mail.fields.starts_at'), value: date(row.event_starts_at) },
                  { label: t('admin_mail.fields.place'), value: row.event_place ?? '—' },
                ]
              : []),
            { label: t('admin_mail.fields.audience'), value: segment(row) },
            { label: t('admin_mail.fields.scheduled_at'), value: date(row.scheduled_at) },
            { label: t('admin_mail.history.columns.status'), value: status(row.status) },
            {
              label: t('admin_mail.history.columns.counts'),
              value: t('admin_mail.history.counts', {
                sent: row.sent_count,
                failed: row.failed_count,
                total: row.total_count,
              }),
            },
            { label: t('admin_mail.history.skipped'), value: String(row.skipped_count) },
            { label: t('admin_mail.history.created_by'), value: row.created_by ?? '—' },
            { label: t('admin_mail.history.finished_at'), value: date(row.finished_at) },
            ...(row.failure_reason
              ? [{ label: t('admin_mail.history.failure'), value: row.failure_reason }]
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
            run: (row) =>
              new Promise((resolve) =>
                router.post(
                  urlFor('admin.schedule_history.cancel', { id: row.id }),
                  {},
                  { preserveScroll: true, onFinish: resolve }
                )
              ),
          },
        ]}
      />
    </>
  )
}
