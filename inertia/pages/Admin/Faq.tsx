import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { useThaiCoverage } from '~/components/data_table/thai_coverage'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { nameColumn } from '~/components/admin/columns'
import { PageHeading } from '~/components/admin/page_heading'
import { FaqQuestionCell } from '~/components/admin/faq/question_cell'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Row = Data.FaqRow

/**
 * SPEC §2.9 FAQ: one FAQ page at a time (general, each plan's, resources) in
 * its public order — a heading opens a group — with move up/down, edit and
 * delete (app/lists/faq_list.ts).
 */
export default function AdminFaq({ list }: { list: ListMeta<Row> }) {
  const { t } = useTranslation()
  const { date } = useDates()
  const thai = useThaiCoverage<Row>()
  const pageKey = list.filters.page_key ?? 'general'
  // Moving means something only in the public order.
  const unordered = () => list.sort !== 'position' || Boolean(list.q)
  const move = (direction: 'up' | 'down') => ({
    id: `move_${direction}`,
    route: 'admin.faq.move',
    data: () => ({ direction }),
    hidden: unordered,
  })

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'position',
      cell: (row) => row.position,
      sortable: true,
      hideable: false,
      className: 'w-12 tabular-nums',
    },
    nameColumn('question', (row) => <FaqQuestionCell row={row} />),
    thai.column,
    { id: 'published', cell: (row) => t(`admin_faq.${row.isPublished ? 'yes' : 'no'}`) },
    { id: 'updated_at', cell: (row) => date(row.updatedAt), sortable: true },
  ]

  return (
    <>
      <PageHeading
        title={t('admin_faq.title')}
        intro={t('admin_faq.intro')}
        action={{
          route: 'admin.faq.create',
          qs: { page_key: pageKey },
          label: t('admin_faq.actions.create'),
        }}
      />
      <DataTable
        tableId="faq"
        list={list}
        columns={columns}
        rowActions={[
          { id: 'edit', route: 'admin.faq.edit', method: 'get' },
          move('up'),
          move('down'),
          { id: 'delete', route: 'admin.faq.destroy', method: 'delete', confirm: 'danger' },
        ]}
      />
    </>
  )
}
