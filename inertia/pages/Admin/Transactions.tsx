import { useState } from 'react'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { RangeFilters } from '~/components/admin/transactions/range_filters'
import { RefundDialog } from '~/components/admin/transactions/refund_dialog'
import { useTranslation } from '~/hooks/use_translation'
import { formatSatang } from '~/lib/format'
import { urlFor } from '~/client'
import type { TransactionRow } from '../../../app/transformers/transaction_transformer'
import { formatDateTime } from '~/lib/dates'

type Props = {
  list: ListMeta<TransactionRow>
  can: { refund: boolean; download: boolean }
  refundKey: string
}

/** SPEC §2.9 Transactions: payments, their invoice PDFs and refunds, on the admin list kit. */
export default function AdminTransactions({ list, can, refundKey }: Props) {
  const { t, locale } = useTranslation()
  const [refunding, setRefunding] = useState<TransactionRow | null>(null)
  const url = urlFor('admin.transactions')
  const date = (iso: string | null) => formatDateTime(iso, locale)
  const status = (value: string) => t(`transactions.status.${value}`)
  const pdf = (row: TransactionRow) =>
    can.download && row.invoice_paid
      ? urlFor('admin.transactions.invoices.pdf', { id: row.invoice_id })
      : null

  const columns: DataTableColumn<TransactionRow>[] = [
    {
      id: 'created_at',
      header: t('transactions.columns.created_at'),
      cell: (row) => <span className="whitespace-nowrap">{date(row.created_at)}</span>,
      sortable: true,
    },
    {
      id: 'invoice',
      header: t('transactions.columns.invoice'),
      hideable: false,
      cell: (row) => {
        const href = pdf(row)
        return href ? (
          <a
            href={href}
            className="whitespace-nowrap font-medium text-navy-700 underline"
            data-testid="invoice-pdf"
            target="_blank"
            rel="noopener"
          >
            {row.invoice_number}
          </a>
        ) : (
          <span className="whitespace-nowrap font-medium">{row.invoice_number ?? '—'}</span>
        )
      },
    },
    {
      id: 'member',
      header: t('transactions.columns.member'),
      cell: (row) => (
        <span className="block max-w-56 truncate">
          {row.member_name}
          <span className="block truncate text-xs text-slate-500">{row.member_email}</span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('transactions.columns.amount'),
      sortable: true,
      className: 'text-right tabular-nums',
      cell: (row) => formatSatang(row.amount_satang),
    },
    {
      id: 'refunded',
      header: t('transactions.columns.refunded'),
      className: 'text-right tabular-nums',
      cell: (row) => (row.refunded_satang ? formatSatang(row.refunded_satang) : '—'),
    },
    {
      id: 'status',
      header: t('transactions.columns.status'),
      sortable: true,
      cell: (row) => <span data-status={row.status}>{status(row.status)}</span>,
    },
    {
      id: 'gateway',
      header: t('transactions.columns.gateway'),
      cell: (row) => t(`transactions.gateway.${row.gateway}`),
    },
    {
      id: 'charge',
      header: t('transactions.columns.charge'),
      cell: (row) => <code className="text-xs">{row.gateway_charge_id ?? '—'}</code>,
    },
  ]

  return (
    <>
      <Seo title={t('transactions.title')} />
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('transactions.title')}</h1>
      <RangeFilters url={url} list={list as ListMeta<unknown>} />
      <DataTable
        tableId="transactions"
        url={url}
        list={list}
        columns={columns}
        searchLabel={t('transactions.search')}
        nothingYet={t('transactions.nothing_yet')}
        filters={[
          { name: 'status', label: t('transactions.columns.status'), optionLabel: status },
          {
            name: 'gateway',
            label: t('transactions.columns.gateway'),
            optionLabel: (value) => t(`transactions.gateway.${value}`),
          },
          {
            name: 'plan',
            label: t('transactions.columns.plan'),
            optionLabel: (value) => t(`transactions.plan.${value}`),
          },
        ]}
        exportHref={can.download ? urlFor('admin.transactions.export') : undefined}
        details={(row) => ({
          title: row.invoice_number ?? String(row.id),
          fields: [
            { label: t('transactions.columns.member'), value: row.member_name ?? '—' },
            { label: t('transactions.columns.amount'), value: formatSatang(row.amount_satang) },
            {
              label: t('transactions.columns.refunded'),
              value: formatSatang(row.refunded_satang),
            },
            { label: t('transactions.columns.status'), value: status(row.status) },
            {
              label: t('transactions.columns.plan'),
              value: row.plan ? t(`transactions.plan.${row.plan}`) : '—',
            },
            { label: t('transactions.columns.charge'), value: row.gateway_charge_id ?? '—' },
            { label: t('transactions.columns.failure'), value: row.failure_code ?? '—' },
            { label: t('transactions.columns.paid_at'), value: date(row.paid_at) },
          ],
        })}
        rowActions={[
          ...(can.download
            ? [
                {
                  id: 'invoice_pdf',
                  label: t('transactions.actions.invoice_pdf'),
                  hidden: (row: TransactionRow) => !row.invoice_paid,
                  run: (row: TransactionRow) => {
                    window.open(pdf(row)!, '_blank', 'noopener')
                  },
                },
              ]
            : []),
          ...(can.refund
            ? [
                {
                  id: 'refund',
                  label: t('transactions.actions.refund'),
                  hidden: (row: TransactionRow) => row.refundable_satang <= 0,
                  run: (row: TransactionRow) => setRefunding(row),
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
