import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { send } from '~/components/data_table/actions'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { nameColumn, statusColumn } from '~/components/admin/columns'
import { PageHeading } from '~/components/admin/page_heading'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { urlFor } from '~/client'

type Props = { list: ListMeta<Data.EmailHistory> }

/** SPEC §2.9 Email Histories (lawyer): every message the system sent (app/lists/email_histories_list.ts). */
export default function AdminEmailHistories({ list }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const columns: DataTableColumn<Data.EmailHistory>[] = [
    { ...nameColumn('to_email', (row) => row.toEmail), header: t('email_histories.columns.to') },
    { id: 'subject', cell: (row) => row.subject, sortable: true },
    { id: 'template', cell: (row) => row.template ?? '—' },
    statusColumn('email_histories.status', { sortable: true, tones: { queued: 'neutral' } }),
    { id: 'sent_at', cell: (row) => dateTime(row.sentAt), sortable: true },
  ]
  return (
    <>
      <PageHeading title={t('email_histories.title')} intro={t('email_histories.intro')} />
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
