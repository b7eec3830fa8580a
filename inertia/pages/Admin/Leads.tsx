import type { Data } from '@generated/data'
import { Seo } from '~/components/seo'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { PhoneLinks } from '~/components/phone_links'

type Props = {
  list: ListMeta<Data.Lead>
  can: { export: boolean }
}

/** SPEC §2.6: the leads of the "Get Legal Support Today" popup (app/lists/leads_list.ts). */
export default function AdminLeads({ list, can }: Props) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const conversation = (row: Data.Lead) =>
    t(`admin_leads.conversation.${row.conversation ?? 'none'}`)

  const columns: DataTableColumn<Data.Lead>[] = [
    {
      id: 'name',
      cell: (row) => row.name,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    {
      id: 'email',
      cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a>,
      sortable: true,
    },
    {
      id: 'phone',
      cell: (row) => <PhoneLinks value={row.phone} links={row.phoneLinks} />,
      className: 'whitespace-nowrap',
    },
    {
      id: 'conversation',
      cell: (row) => <span data-status={row.conversation ?? 'none'}>{conversation(row)}</span>,
    },
    { id: 'created_at', cell: (row) => dateTime(row.createdAt), sortable: true },
  ]

  return (
    <>
      <Seo title={t('admin_leads.title')} />
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('admin_leads.title')}</h1>
      <DataTable
        tableId="leads"
        list={list}
        columns={columns}
        exportable={can.export}
        details={{
          title: (row) => row.name,
          extra: {
            source: (row) => (row.source === 'popup' ? t('admin_leads.source.popup') : row.source),
          },
        }}
      />
    </>
  )
}
