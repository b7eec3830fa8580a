import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { useThaiCoverage } from '~/components/data_table/thai_coverage'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { Prose } from '~/components/marketing/prose'
import { ContentHeading, useDeleteConfirm } from '~/components/admin/content/content_kit'
import { Badge } from '~/components/ui/badge'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Row = Data.ServiceRow

/** SPEC §2.9 Manage Services, with its information dialog (app/lists/services_list.ts). */
export default function AdminServices({ list }: { list: ListMeta<Row> }) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const confirmDelete = useDeleteConfirm()
  const thai = useThaiCoverage<Row>()

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'title',
      cell: (row) => row.title,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    thai.column,
    { id: 'title_th', cell: (row) => row.titleTh || '—' },
    {
      id: 'is_active',
      cell: (row) => (
        <Badge tone={row.isActive ? 'success' : 'muted'}>
          {t(`admin_content.services.active.${row.isActive ? 'yes' : 'no'}`)}
        </Badge>
      ),
    },
    { id: 'position', cell: (row) => row.position, sortable: true },
  ]

  return (
    <>
      <ContentHeading
        title={t('admin_content.services.title')}
        action={{ route: 'admin.services.create', label: t('admin_content.services.new') }}
      />
      <DataTable
        tableId="services"
        list={list}
        columns={columns}
        details={{
          title: (row) => row.title,
          extra: {
            id: (row) => row.id,
            slug: (row) => row.slug,
            description: (row) =>
              row.description ? <Prose html={row.description} className="text-sm" /> : '—',
            updated_at: (row) => dateTime(row.updatedAt),
          },
        }}
        rowActions={[
          { id: 'edit', route: 'admin.services.edit', method: 'get' },
          {
            id: 'delete',
            route: 'admin.services.destroy',
            method: 'delete',
            confirm: (row) => confirmDelete(row.title),
          },
        ]}
      />
    </>
  )
}
