import { router } from '@inertiajs/react'
import { DataTable } from '~/components/data_table/data_table'
import { useThaiCoverage } from '~/components/data_table/thai_coverage'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { Prose } from '~/components/marketing/prose'
import {
  Badge,
  ContentHeading,
  useContentFormat,
  useDeleteConfirm,
  visit,
} from '~/components/admin/content/content_kit'
import { urlFor } from '~/client'
import type { ServiceRow } from '../../../app/transformers/admin_content_transformer'

/** SPEC §2.9 Manage Services (issue 13 point 3), with its information dialog. */
export default function AdminServices({ list }: { list: ListMeta<ServiceRow> }) {
  const { t, date, yesNo } = useContentFormat()
  const confirmDelete = useDeleteConfirm()
  const f = (name: string) => t(`admin_content.services.fields.${name}`)
  const active = (row: ServiceRow) => (
    <Badge tone={row.is_active ? 'success' : 'muted'}>
      {t(`admin_content.services.active.${row.is_active ? 'yes' : 'no'}`)}
    </Badge>
  )

  const thai = useThaiCoverage<ServiceRow>()
  const columns: DataTableColumn<ServiceRow>[] = [
    {
      id: 'title',
      header: f('title'),
      cell: (row) => row.title,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    thai.column,
    { id: 'title_th', header: f('title_th'), cell: (row) => row.title_th || '—' },
    { id: 'is_active', header: f('is_active'), cell: active },
    { id: 'position', header: f('position'), cell: (row) => row.position, sortable: true },
  ]

  return (
    <>
      <ContentHeading
        title={t('admin_content.services.title')}
        action={{ route: 'admin.services.create', label: t('admin_content.services.new') }}
      />
      <DataTable
        tableId="services"
        url={urlFor('admin.services')}
        list={list}
        columns={columns}
        searchLabel={t('admin_content.services.search')}
        nothingYet={t('admin_content.services.nothing_yet')}
        filters={[
          thai.filter,
          {
            name: 'active',
            label: f('is_active'),
            optionLabel: (value) => t(`admin_content.services.active.${value}`),
          },
        ]}
        details={(row) => ({
          title: row.title,
          fields: [
            { label: 'ID', value: row.id },
            { label: f('title_th'), value: row.title_th || '—' },
            { label: t('admin_content.common.slug'), value: row.slug },
            { label: f('is_active'), value: yesNo(row.is_active) },
            { label: f('position'), value: row.position },
            {
              label: f('description'),
              value: row.description ? <Prose html={row.description} className="text-sm" /> : '—',
            },
            { label: t('admin_content.common.updated_at'), value: date(row.updated_at) },
          ],
        })}
        rowActions={[
          {
            id: 'edit',
            label: t('admin_content.common.edit'),
            run: (row) => router.visit(urlFor('admin.services.edit', { id: row.id })),
          },
          {
            id: 'delete',
            label: t('admin_content.common.delete'),
            confirm: (row) => confirmDelete(row.title),
            run: (row) => visit('delete', urlFor('admin.services.destroy', { id: row.id })),
          },
        ]}
      />
    </>
  )
}
