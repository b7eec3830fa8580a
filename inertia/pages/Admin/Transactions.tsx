import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { PageHeading } from '~/components/admin/page_heading'
import { useRowDialog } from '~/components/data_table/use_row_dialog'
import type { ListMeta } from '~/components/data_table/types'
import { useTransactionColumns } from '~/components/admin/transactions/transaction_columns'
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
  const refund = useRowDialog<Row>((row, close) => (
    <RefundDialog row={row} refundKey={refundKey} onClose={close} />
  ))
  const pdf = (row: Row) =>
    can.download && row.invoicePaid
      ? urlFor('admin.transactions.invoices.pdf', { id: row.invoiceId })
      : null
  const columns = useTransactionColumns(pdf)

  return (
    <>
      <PageHeading title={t('transactions.title')} />
      <RangeFilters url={urlFor('admin.transactions')} list={list as ListMeta<unknown>} />
      <DataTable
        list={list}
        columns={columns}
        exportable={can.download}
        can={can}
        details={{
          title: (row) => row.invoiceNumber ?? String(row.id),
          fields: {
            member: (row) => row.memberName ?? '—',
            amount: (row) => formatSatang(row.amountSatang),
            refunded: (row) => formatSatang(row.refundedSatang),
            status: (row) => t(`transactions.status.${row.status}`),
            plan: (row) => (row.plan ? t(`transactions.plan.${row.plan}`) : '—'),
            charge: (row) => row.gatewayChargeId ?? '—',
            failure: (row) => row.failureCode ?? '—',
            paid_at: (row) => dateTime(row.paidAt),
          },
        }}
        rowActions={[
          {
            id: 'invoice_pdf',
            allowed: can.download,
            hidden: (row) => !row.invoicePaid,
            run: (row) => void window.open(pdf(row)!, '_blank', 'noopener'),
          },
          { id: 'refund', hidden: (row) => row.refundableSatang <= 0, run: refund.open },
        ]}
      />
      {refund.dialog}
    </>
  )
}
