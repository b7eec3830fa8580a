import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'
import type { DataTableColumn } from '~/components/data_table/types'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { DeadlineCell } from './deadline_cell'

type Row = Data.DeletionRequest

/** The Request Delete list's columns: a pending request says whether the identity is verified. */
export function useErasureRequestColumns(): DataTableColumn<Row>[] {
  const { t } = useTranslation()
  const { date } = useDates()
  return [
    { id: 'email', sortable: true, hideable: false, className: 'font-medium' },
    { id: 'source', cell: (row) => t(`request_delete.source.${row.source}`) },
    {
      id: 'status',
      cell: (row) => (
        <span>
          <Badge status={row.status}>{t(`request_delete.status.${row.status}`)}</Badge>
          {row.status === 'pending' ? (
            <span className="block text-xs text-slate-500">
              {t(row.verifiedAt ? 'request_delete.verified' : 'request_delete.not_verified')}
            </span>
          ) : null}
        </span>
      ),
    },
    { id: 'received_at', cell: (row) => date(row.receivedAt), sortable: true },
    { id: 'deadline', cell: (row) => <DeadlineCell row={row} /> },
  ]
}
