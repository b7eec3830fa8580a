import type { Data } from '@generated/data'
import { TwoLines } from '~/components/data_table/cells'
import type { DataTableColumn } from '~/components/data_table/types'
import { SlaDue } from '~/components/admin/subscriptions/sla_due'
import { useReviewFormat } from '~/components/admin/subscriptions/format'
import type { ReactNode } from 'react'

type Row = Data.SubscriptionRow

/** The Subscriptions list's columns; `planName`, `price` and `status` say a row's plan and state. */
export function useSubscriptionColumns(
  planName: (row: Row) => string,
  price: (row: Row) => string,
  status: (row: Row) => ReactNode
): DataTableColumn<Row>[] {
  const { t, date } = useReviewFormat()
  return [
    {
      id: 'membership_number',
      sortable: true,
      hideable: false,
      cell: (row) => (
        <span className="whitespace-nowrap">
          <span className="font-mono text-xs">{row.membershipNumber}</span>
          {row.customCreated ? (
            <span className="ml-1 rounded bg-gold-100 px-1 font-sans text-[10px] uppercase text-gold-900">
              {t('admin_subscriptions.custom.badge')}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'member',
      hideable: false,
      cell: (row) => <TwoLines first={row.member.name} second={row.member.email} strong />,
    },
    {
      id: 'plan',
      cell: (row) => <TwoLines first={planName(row)} second={price(row)} />,
    },
    { id: 'status', cell: status, sortable: true },
    { id: 'applied_at', cell: (row) => date(row.appliedAt), sortable: true },
    {
      id: 'review_due',
      cell: (row) => (
        <SlaDue dueAt={row.reviewDueAt} overdue={row.overdue} skipped={row.reviewSkippedHolidays} />
      ),
    },
    { id: 'current_period_end', cell: (row) => date(row.currentPeriodEnd), sortable: true },
  ]
}
