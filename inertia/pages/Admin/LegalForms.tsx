import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { useThaiCoverage } from '~/components/data_table/thai_coverage'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { ContentHeading } from '~/components/admin/content/content_kit'
import { useDeleteAction } from '~/components/admin/content/delete_action'
import { flagColumn, nameColumn } from '~/components/admin/columns'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Row = Data.LegalFormRow

/** SPEC §2.8 the online legal forms library, with its information dialog (app/lists/legal_forms_list.ts). */
export default function AdminLegalForms({ list }: { list: ListMeta<Row> }) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const deleteAction = useDeleteAction<Row>()
  const thai = useThaiCoverage<Row>()

  const columns: DataTableColumn<Row>[] = [
    nameColumn('title_en', (row) => row.titleEn),
    thai.column,
    { id: 'title_th', cell: (row) => <span lang="th">{row.titleTh}</span> },
    { id: 'category', cell: (row) => t(`legal_forms.categories.${row.category}`), sortable: true },
    { id: 'fields', cell: (row) => row.fields },
    flagColumn('published', (row) => row.published, 'admin_legal_forms.published'),
    { id: 'position', cell: (row) => row.position, sortable: true },
  ]

  return (
    <>
      <ContentHeading
        title={t('admin_legal_forms.title')}
        action={{ route: 'admin.legal_forms.create', label: t('admin_legal_forms.new') }}
      />
      <DataTable
        tableId="legal_forms"
        list={list}
        columns={columns}
        details={{
          title: (row) => row.titleEn,
          extra: {
            id: (row) => row.id,
            slug: (row) => row.slug,
            updated_at: (row) => dateTime(row.updatedAt),
          },
        }}
        rowActions={[
          { id: 'edit', route: 'admin.legal_forms.edit', method: 'get' },
          { id: 'publish', route: 'admin.legal_forms.publish', hidden: (row) => row.published },
          {
            id: 'unpublish',
            route: 'admin.legal_forms.unpublish',
            hidden: (row) => !row.published,
          },
          deleteAction('admin.legal_forms.destroy', (row) => row.titleEn),
        ]}
      />
    </>
  )
}
