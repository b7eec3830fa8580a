import { router } from '@inertiajs/react'
import { DataTable } from '~/components/data_table/data_table'
import { useThaiCoverage } from '~/components/data_table/thai_coverage'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import {
  Badge,
  ContentHeading,
  useContentFormat,
  useDeleteConfirm,
  visit,
} from '~/components/admin/content/content_kit'
import { urlFor } from '~/client'
import type { LegalFormRow } from '../../../app/transformers/legal_form_transformer'

/** Issue 18 item 5: the online legal forms library (SPEC §1), with its information dialog. */
export default function AdminLegalForms({ list }: { list: ListMeta<LegalFormRow> }) {
  const { t, date, yesNo } = useContentFormat()
  const confirmDelete = useDeleteConfirm()
  const f = (name: string) => t(`admin_legal_forms.fields.${name}`)
  const category = (value: string) => t(`legal_forms.categories.${value}`)
  const status = (row: LegalFormRow) => (
    <Badge tone={row.published ? 'success' : 'muted'}>
      {t(`admin_legal_forms.published.${row.published ? 'yes' : 'no'}`)}
    </Badge>
  )

  const thai = useThaiCoverage<LegalFormRow>()
  const columns: DataTableColumn<LegalFormRow>[] = [
    {
      id: 'title_en',
      header: f('title_en'),
      cell: (row) => row.title_en,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    thai.column,
    { id: 'title_th', header: f('title_th'), cell: (row) => <span lang="th">{row.title_th}</span> },
    {
      id: 'category',
      header: f('category'),
      cell: (row) => category(row.category),
      sortable: true,
    },
    { id: 'fields', header: f('fields'), cell: (row) => row.fields },
    { id: 'published', header: f('published'), cell: status },
    { id: 'position', header: f('position'), cell: (row) => row.position, sortable: true },
  ]

  return (
    <>
      <ContentHeading
        title={t('admin_legal_forms.title')}
        action={{ route: 'admin.legal_forms.create', label: t('admin_legal_forms.new') }}
      />
      <DataTable
        tableId="legal_forms"
        url={urlFor('admin.legal_forms')}
        list={list}
        columns={columns}
        searchLabel={t('admin_legal_forms.search')}
        nothingYet={t('admin_legal_forms.nothing_yet')}
        filters={[
          thai.filter,
          {
            name: 'published',
            label: f('published'),
            optionLabel: (value) => t(`admin_legal_forms.published.${value}`),
          },
          { name: 'category', label: f('category'), optionLabel: category },
        ]}
        details={(row) => ({
          title: row.title_en,
          fields: [
            { label: 'ID', value: row.id },
            { label: f('title_th'), value: row.title_th },
            { label: t('admin_content.common.slug'), value: row.slug },
            { label: f('category'), value: category(row.category) },
            { label: f('fields'), value: row.fields },
            { label: f('published'), value: yesNo(row.published) },
            { label: f('position'), value: row.position },
            { label: t('admin_content.common.updated_at'), value: date(row.updated_at) },
          ],
        })}
        rowActions={[
          {
            id: 'edit',
            label: t('admin_content.common.edit'),
            run: (row) => router.visit(urlFor('admin.legal_forms.edit', { id: row.id })),
          },
          {
            id: 'publish',
            label: t('admin_legal_forms.publish'),
            hidden: (row) => row.published,
            run: (row) => visit('post', urlFor('admin.legal_forms.publish', { id: row.id })),
          },
          {
            id: 'unpublish',
            label: t('admin_legal_forms.unpublish'),
            hidden: (row) => !row.published,
            run: (row) => visit('post', urlFor('admin.legal_forms.unpublish', { id: row.id })),
          },
          {
            id: 'delete',
            label: t('admin_content.common.delete'),
            confirm: (row) => confirmDelete(row.title_en),
            run: (row) => visit('delete', urlFor('admin.legal_forms.destroy', { id: row.id })),
          },
        ]}
      />
    </>
  )
}
