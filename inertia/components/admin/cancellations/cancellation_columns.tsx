import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import { TwoLines } from '~/components/data_table/cells'
import type { DataTableColumn } from '~/components/data_table/types'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Row = Data.Cancellation

/** The Delete Subscriptions list's columns; `channel` names how the request arrived. */
export function useCancellationColumns(
  channel: (value: string | null) => string
): DataTableColumn<Row>[] {
  const { t } = useTranslation()
  const { date } = useDates()
  return [
    {
      id: 'membership_number',
      cell: (row) => (
        <span className="whitespace-nowrap font-mono text-xs">{row.membershipNumber}</span>
      ),
      sortable: true,
      hideable: false,
    },
    {
      id: 'member',
      hideable: false,
      cell: (row) => <TwoLines first={row.member.name} second={row.member.email} strong />,
    },
    {
      id: 'reason',
      cell: (row) => (
        <TwoLines first={row.reason ?? '—'} second={channel(row.channel)} className="max-w-xs" />
      ),
    },
    {
      id: 'status',
      cell: (row) => (
        <Badge status={row.status}>{t(`admin_subscriptions.status.${row.status}`)}</Badge>
      ),
    },
    { id: 'requested_at', cell: (row) => date(row.requestedAt), sortable: true },
    {
      id: 'effective_at',
      cell: (row) => <span className="font-medium">{date(row.effectiveAt)}</span>,
      sortable: true,
    },
  ]
}
