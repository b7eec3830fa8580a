import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { PageHeading } from '~/components/admin/page_heading'
import { linkColumn } from '~/components/admin/columns'
import { MatterBadges } from '~/components/admin/matters/matter_badges'
import { useDeskDates } from '~/components/admin/support/desk'
import { useTranslation } from '~/hooks/use_translation'

type Row = Data.Matter
type Props = {
  list: ListMeta<Row>
  can: { all: boolean; assign: boolean }
  lawyers: Array<{ id: number; name: string }>
}

/** SPEC §2.9 Matters (app/lists/matters_list.ts): the four roles see every matter, a lawyer only their own. */
export default function AdminMatters({ list, can, lawyers }: Props) {
  const { t } = useTranslation()
  const { date } = useDeskDates()
  const lawyerName = (id: string) => lawyers.find((lawyer) => String(lawyer.id) === id)?.name ?? id
  const unassigned = t('admin_matters.unassigned')
  const columns: DataTableColumn<Row>[] = [
    linkColumn('title', 'admin.matters.show', (row) => row.title),
    {
      id: 'member',
      cell: (row) => (
        <>
          {row.member?.name ?? '—'}
          <span className="block text-xs text-slate-500">{row.membershipNumber}</span>
        </>
      ),
    },
    { id: 'plan', cell: (row) => (row.plan ? t(`admin_matters.plans.${row.plan}`) : '—') },
    { id: 'category', cell: (row) => t(`admin_matters.categories.${row.category}`) },
    { id: 'status', cell: (row) => <MatterBadges matter={row} /> },
    ...(can.all ? [{ id: 'lawyer', cell: (row: Row) => row.lawyer?.name ?? unassigned }] : []),
    { id: 'began_on', cell: (row) => date(row.beganOn), sortable: true },
    { id: 'created_at', cell: (row) => date(row.createdAt), sortable: true },
  ]
  return (
    <>
      <PageHeading
        title={t('admin_matters.title')}
        intro={t(can.all ? 'admin_matters.intro' : 'admin_matters.intro_lawyer')}
        // A lawyer opens a matter from a consultancy request assigned to them, not blank.
        action={
          can.all ? { route: 'admin.matters.create', label: t('admin_matters.new') } : undefined
        }
      />
      <DataTable
        tableId="matters"
        list={list}
        columns={columns}
        nothingYet={can.all ? undefined : t('admin_matters.nothing_yet_lawyer')}
        optionLabels={{ lawyer: lawyerName }}
      />
    </>
  )
}
