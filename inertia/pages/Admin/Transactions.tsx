import { useState } from 'react'
import type { Data } from '@generated/data'
import { Seo } from '~/components/seo'
import { Badge } from '~/components/ui/badge'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { RangeFilters } from '~/components/admin/transactions/range_filters'
import { RefundDialog } from '~/components/admin/transactions/refund_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { formatSatang } from '~/lib/format'
import { urlFor } from '~/client'

type Row = Data.Transaction
type Props = { list: ListMeta<Row>; can: { refund: boolean; download: boolean }; refundKey: string }

/** SPEC §2.9 Transactions: payments, their invoice PDFs and refunds (app/lists/transactions_list.ts). */
export default function AdminTransactions({ list, can, refundKey }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const [refunding, setRefunding] = useState<Row | null>(null)
  const status = (row: Row) => t(`transactions.status.${row.status}`)
  const pdf = (row: Row) =>
    can.download && row.invoicePaid
      ? urlFor('admin.transactions.invoices.pdf', { id: row.invoiceId })
      : null

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'created_at',
      cell: (row) => <span className="whitespace-nowrap">{dateTime(row.createdAt)}</span>,
      sortable: true,
    },
    {
      id: 'invoice',
      hideable: false,
      cell: (row) =>
        pdf(row) ? (
          <a
            href={pdf(row)!}
            className="whitespace-nowrap font-medium text-navy-700 underline"
            data-testid="invoice-pdf"
            target="_blank"
            rel="noopener"
          >
            {row.invoiceNumber}
          </a>
        ) : (
          <span className="whitespace-nowrap font-medium">{row.invoiceNumber ?? '—'}</span>
        ),
    },
    {
      id: 'member',
      cell: (row) => (
        <span className="block max-w-56 truncate">
          {row.memberName}
          <span className="block truncate text-xs text-slate-500">{row.memberEmail}</span>
        </span>
      ),
    },
    {
      id: 'amount',
      sortable: true,
      className: 'text-right tabular-nums',
      cell: (row) => formatSatang(row.amountSatang),
    },
    {
      id: 'refunded',
      className: 'text-right tabular-nums',
      cell: (row) => (row.refundedSatang ? formatSatang(row.refundedSatang) : '—'),
    },
    {
      id: 'status',
      sortable: true,
      cell: (row) => <Badge status={row.status}>{status(row)}</Badge>,
    },
    { id: 'gateway', cell: (row) => t(`transactions.gateway.${row.gateway}`) },
    { id: 'charge', cell: (row) => <code className="text-xs">{row.gatewayChargeId ?? '—'}</code> },
  ]

  return (
    <>
      <Seo title={t('transactions.title')} />
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('transactions.title')}</h1>
      <RangeFilters url={urlFor('admin.transactions')} list={list as ListMeta<unknown>} />
      <DataTable
        list={list}
        columns={columns}
        exportable={can.download}
        details={(row) => ({
          title: row.invoiceNumber ?? String(row.id),
          fields: [
            { label: t('transactions.columns.member'), value: row.memberName ?? '—' },
            { label: t('transactions.columns.amount'), value: formatSatang(row.amountSatang) },
            { label: t('transactions.columns.refunded'), value: formatSatang(row.refundedSatang) },
            { label: t('transactions.columns.status'), value: status(row) },
            {
              label: t('transactions.columns.plan'),
              value: row.plan ? t(`transactions.plan.${row.plan}`) : '—',
            },
            { label: t('transactions.columns.charge'), value: row.gatewayChargeId ?? '—' },
            { label: t('transactions.columns.failure'), value: row.failureCode ?? '—' },
            { label: t('transactions.columns.paid_at'), value: dateTime(row.paidAt) },
          ],
        })}
        rowActions={[
          ...(can.download
            ? [
                {
                  id: 'invoice_pdf',
                  label: t('transactions.actions.invoice_pdf'),
                  hidden: (row: Row) => !row.invoicePaid,
                  run: (row: Row) => void window.open(pdf(row)!, '_blank', 'noopener'),
                },
              ]
            : []),
          ...(can.refund
            ? [
                {
                  id: 'refund',
                  label: t('transactions.actions.refund'),
                  hidden: (row: Row) => row.refundableSatang <= 0,
                  run: (row: Row) => setRefunding(row),
                },
              ]
            : []),
        ]}
      />
      {refunding ? (
        <RefundDialog row={refunding} refundKey={refundKey} onClose={() => setRefunding(null)} />
      ) : null}
    </>
  )
}
