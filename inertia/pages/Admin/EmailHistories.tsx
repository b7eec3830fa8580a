import type { Data } from '@generated/data'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import { send } from '~/components/data_table/actions'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { Badge } from '~/components/ui/badge'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { urlFor } from '~/client'

type Props = { list: ListMeta<Data.EmailHistory> }

/** SPEC §2.9 Email Histories (lawyer): every message the system sent (app/lists/email_histories_list.ts). */
export default function AdminEmailHistories({ list }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const columns: DataTableColumn<Data.EmailHistory>[] = [
    {
      id: 'to_email',
      header: t('email_histories.columns.to'),
      cell: (row) => row.toEmail,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    { id: 'subject', cell: (row) => row.subject, sortable: true },
    { id: 'template', cell: (row) => row.template ?? '—' },
    {
      id: 'status',
      cell: (row) => (
        <Badge status={row.status} tones={{ queued: 'neutral' }}>
          {t(`email_histories.status.${row.status}`)}
        </Badge>
      ),
      sortable: true,
    },
    { id: 'sent_at', cell: (row) => dateTime(row.sentAt), sortable: true },
  ]
  return (
    <>
      <Seo title={t('email_histories.title')} />
      <h1 className="mb-2 text-2xl font-semibold text-slate-900">{t('email_histories.title')}</h1>
      <p className="mb-6 text-sm text-slate-600">{t('email_histories.intro')}</p>
      <DataTable
        tableId="email-histories"
        list={list}
        columns={columns}
        exportable
        details={{
          title: (row) => row.subject,
          extra: { error: (row) => row.error ?? '—', attempts: (row) => String(row.attempts) },
        }}
        rowActions={[
          {
            id: 'open',
            label: t('email_histories.open'),
            run: (row) => send('get', urlFor('admin.email_histories.show', { id: row.id })),
          },
          {
            id: 'retry',
            label: t('email_histories.retry'),
            hidden: (row) => !row.retryable,
            confirm: (row) => ({
              title: t('email_histories.retry_confirm_title'),
              text: t('email_histories.retry_confirm_body', { email: row.toEmail }),
              confirmText: t('email_histories.retry'),
              variant: 'primary',
            }),
            run: (row) => send('post', urlFor('admin.email_histories.retry', { id: row.id })),
          },
        ]}
      />
    </>
  )
}
