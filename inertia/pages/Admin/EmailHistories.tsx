import { router } from '@inertiajs/react'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { Badge, useDeskDates } from '~/components/admin/support/desk'
import { useTranslation } from '~/hooks/use_translation'
import { urlFor } from '~/client'
import type { EmailHistoryRow } from '../../../app/transformers/support_desk_transformer'

type Props = { list: ListMeta<EmailHistoryRow> }

/** SPEC §2.9 Email Histories (lawyer): every message the system sent, searchable. */
export default function AdminEmailHistories({ list }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDeskDates()
  const status = (value: string) => t(`email_histories.status.${value}`)
  const badge = (value: string) => (
    <Badge
      tone={value === 'sent' ? 'success' : value === 'queued' ? 'neutral' : 'danger'}
      data-status={value}
    >
      {status(value)}
    </Badge>
  )
  const columns: DataTableColumn<EmailHistoryRow>[] = [
    {
      id: 'to_email',
      header: t('email_histories.columns.to'),
      cell: (row) => row.to_email,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    {
      id: 'subject',
      header: t('email_histories.columns.subject'),
      cell: (row) => row.subject,
      sortable: true,
    },
    {
      id: 'template',
      header: t('email_histories.columns.template'),
      cell: (row) => row.template ?? '—',
    },
    {
      id: 'status',
      header: t('email_histories.columns.status'),
      cell: (row) => badge(row.status),
      sortable: true,
    },
    {
      id: 'sent_at',
      header: t('email_histories.columns.sent_at'),
      cell: (row) => dateTime(row.sent_at),
      sortable: true,
    },
  ]
  return (
    <>
      <Seo title={t('email_histories.title')} />
      <h1 className="mb-2 text-2xl font-semibold text-slate-900">{t('email_histories.title')}</h1>
      <p className="mb-6 text-sm text-slate-600">{t('email_histories.intro')}</p>
      <DataTable
        tableId="email-histories"
        url={urlFor('admin.email_histories')}
        list={list}
        columns={columns}
        searchLabel={t('email_histories.search')}
        nothingYet={t('email_histories.nothing_yet')}
        filters={[
          { name: 'status', label: t('email_histories.columns.status'), optionLabel: status },
        ]}
        exportHref={urlFor('admin.email_histories.export')}
        details={(row) => ({
          title: row.subject,
          fields: [
            { label: t('email_histories.columns.to'), value: row.to_email },
            { label: t('email_histories.columns.template'), value: row.template ?? '—' },
            { label: t('email_histories.columns.status'), value: badge(row.status) },
            ...(row.error ? [{ label: t('email_histories.columns.error'), value: row.error }] : []),
            { label: t('email_histories.columns.attempts'), value: String(row.attempts) },
            { label: t('email_histories.columns.sent_at'), value: dateTime(row.sent_at) },
          ],
        })}
        rowActions={[
          {
            id: 'open',
            label: t('email_histories.open'),
            run: (row) => router.visit(urlFor('admin.email_histories.show', { id: row.id })),
          },
          {
            id: 'retry',
            label: t('email_histories.retry'),
            hidden: (row) => !row.retryable,
            confirm: (row) => ({
              title: t('email_histories.retry_confirm_title'),
              text: t('email_histories.retry_confirm_body', { email: row.to_email }),
              confirmText: t('email_histories.retry'),
              variant: 'primary',
            }),
            run: (row) =>
              new Promise((resolve) =>
                router.post(
                  urlFor('admin.email_histories.retry', { id: row.id }),
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
