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
import type { TermsRow } from '../../../app/transformers/admin_content_transformer'

/**
 * SPEC §2.9 Terms & Conditions (issue 13 point 4): versions; publishing one
 * makes it the version checkout shows and new plan agreements record.
 */
export default function AdminTerms({ list }: { list: ListMeta<TermsRow> }) {
  const { t, date } = useContentFormat()
  const confirmDelete = useDeleteConfirm()
  const f = (name: string) => t(`admin_content.terms.fields.${name}`)
  const state = (row: TermsRow) =>
    row.is_current ? (
      <Badge tone="success">{t('admin_content.terms.state.current')}</Badge>
    ) : row.is_published ? (
      <Badge tone="muted">{t('admin_content.terms.state.published')}</Badge>
    ) : (
      <Badge tone="info">{t('admin_content.terms.state.draft')}</Badge>
    )

  const thai = useThaiCoverage<TermsRow>()
  const columns: DataTableColumn<TermsRow>[] = [
    {
      id: 'version',
      header: f('version'),
      cell: (row) => row.version,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    thai.column,
    { id: 'title', header: f('title'), cell: (row) => row.title },
    { id: 'state', header: t('admin_content.terms.columns.state'), cell: state },
    {
      id: 'published_at',
      header: t('admin_content.terms.columns.published_at'),
      cell: (row) => date(row.published_at),
      sortable: true,
    },
    {
      id: 'created_at',
      header: t('admin_content.common.created_at'),
      cell: (row) => date(row.created_at),
      sortable: true,
    },
  ]

  return (
    <>
      <ContentHeading
        title={t('admin_content.terms.title')}
        intro={t('admin_content.terms.intro')}
        action={{ route: 'admin.terms.create', label: t('admin_content.terms.new') }}
      />
      <DataTable
        tableId="terms"
        url={urlFor('admin.terms')}
        list={list}
        columns={columns}
        searchLabel={t('admin_content.terms.search')}
        nothingYet={t('admin_content.terms.nothing_yet')}
        filters={[
          thai.filter,
          {
            name: 'state',
            label: t('admin_content.terms.columns.state'),
            optionLabel: (value) => t(`admin_content.terms.state.${value}`),
          },
        ]}
        details={(row) => ({
          title: `${row.title} (${row.version})`,
          fields: [
            { label: t('admin_content.terms.columns.state'), value: state(row) },
            { label: f('title_th'), value: row.title_th || '—' },
            { label: t('admin_content.terms.columns.published_at'), value: date(row.published_at) },
            {
              label: f('description'),
              value: <Prose html={row.description} className="text-sm" />,
            },
          ],
        })}
        rowActions={[
          {
            id: 'edit',
            label: t('admin_content.common.edit'),
            hidden: (row) => row.is_published,
            run: (row) => router.visit(urlFor('admin.terms.edit', { id: row.id })),
          },
          {
            id: 'publish',
            label: t('admin_content.terms.publish'),
            hidden: (row) => row.is_published,
            confirm: (row) => ({
              title: t('admin_content.terms.publish'),
              text: t('admin_content.terms.confirm_publish', { version: row.version }),
              confirmText: t('admin_content.terms.publish'),
            }),
            run: (row) => visit('post', urlFor('admin.terms.publish', { id: row.id })),
          },
          {
            id: 'delete',
            label: t('admin_content.common.delete'),
            hidden: (row) => row.is_published,
            confirm: (row) => confirmDelete(row.version),
            run: (row) => visit('delete', urlFor('admin.terms.destroy', { id: row.id })),
          },
        ]}
      />
    </>
  )
}
