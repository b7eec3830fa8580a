import type { Data } from '@generated/data'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { Badge } from '~/components/ui/badge'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Props = {
  list: ListMeta<Data.Subscriber>
  can: { export: boolean; unsubscribe: boolean; delete: boolean }
}

/** SPEC §2.9 Subscribers: the newsletter list (app/lists/subscribers_list.ts). */
export default function AdminSubscribers({ list, can }: Props) {
  const { t } = useTranslation()
  const { date } = useDates()

  const columns: DataTableColumn<Data.Subscriber>[] = [
    {
      id: 'email',
      cell: (row) => row.email,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    {
      id: 'status',
      cell: (row) => <Badge status={row.status}>{t(`subscribers.status.${row.status}`)}</Badge>,
    },
    { id: 'locale', cell: (row) => t(`subscribers.locale.${row.locale}`) },
    { id: 'created_at', cell: (row) => date(row.createdAt), sortable: true },
    { id: 'confirmed_at', cell: (row) => date(row.confirmedAt), sortable: true },
  ]

  return (
    <>
      <Seo title={t('subscribers.title')} />
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('subscribers.title')}</h1>
      <DataTable
        list={list}
        columns={columns}
        exportable={can.export}
        details={{
          title: (row) => row.email,
          extra: { unsubscribed_at: (row) => date(row.unsubscribedAt) },
        }}
        rowActions={[
          {
            id: 'unsubscribe',
            route: 'admin.subscribers.unsubscribe',
            confirm: 'primary',
            allowed: can.unsubscribe,
            hidden: (row) => row.status === 'unsubscribed',
          },
          {
            id: 'delete',
            route: 'admin.subscribers.destroy',
            method: 'delete',
            confirm: 'danger',
            allowed: can.delete,
          },
        ]}
        bulkActions={[
          { id: 'unsubscribe', route: 'admin.subscribers.bulk', allowed: can.unsubscribe },
          {
            id: 'delete',
            route: 'admin.subscribers.bulk',
            confirm: 'danger',
            allowed: can.delete,
          },
        ]}
      />
    </>
  )
}
