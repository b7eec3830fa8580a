import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import type { DataTableColumn } from '~/components/data_table/types'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { formatSatang } from '~/lib/format'
import { InvoiceCell } from './invoice_cell'

type Row = Data.Transaction

/** The Transactions list's columns; `pdf` is a row's invoice PDF when the viewer may download it. */
export function useTransactionColumns(pdf: (row: Row) => string | null): DataTableColumn<Row>[] {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const status = (row: Row) => t(`transactions.status.${row.status}`)
  const money = 'text-right tabular-nums'

  return [
    {
      id: 'created_at',
      cell: (row) => <span className="whitespace-nowrap">{dateTime(row.createdAt)}</span>,
      sortable: true,
    },
    {
      id: 'invoice',
      hideable: false,
      cell: (row) => <InvoiceCell number={row.invoiceNumber} pdf={pdf(row)} />,
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
      className: money,
      cell: (row) => formatSatang(row.amountSatang),
    },
    {
      id: 'refunded',
      className: money,
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
}
