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
import type { BlogPostRow } from '../../../app/transformers/admin_content_transformer'

const TONES = { draft: 'muted', published: 'success', scheduled: 'info' } as const

/** SPEC §2.9 Blogs (issue 13 point 2): the admin list kit with publish and unpublish. */
export default function AdminBlogs({ list }: { list: ListMeta<BlogPostRow> }) {
  const { t, date } = useContentFormat()
  const confirmDelete = useDeleteConfirm()
  const status = (value: string) => t(`admin_content.blogs.status.${value}`)

  const thai = useThaiCoverage<BlogPostRow>()
  const columns: DataTableColumn<BlogPostRow>[] = [
    {
      id: 'title',
      header: t('admin_content.blogs.fields.title'),
      cell: (row) => row.title,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    thai.column,
    {
      id: 'status',
      header: t('admin_content.blogs.columns.status'),
      cell: (row) => (
        <Badge tone={TONES[row.status as keyof typeof TONES] ?? 'muted'}>
          {status(row.status)}
        </Badge>
      ),
    },
    {
      id: 'category',
      header: t('admin_content.blogs.fields.category'),
      cell: (row) => row.category ?? '—',
    },
    {
      id: 'published_at',
      header: t('admin_content.blogs.columns.published_at'),
      cell: (row) => date(row.published_at),
      sortable: true,
    },
    {
      id: 'updated_at',
      header: t('admin_content.blogs.columns.updated_at'),
      cell: (row) => date(row.updated_at),
      sortable: true,
    },
  ]

  return (
    <>
      <ContentHeading
        title={t('admin_content.blogs.title')}
        action={{ route: 'admin.blogs.create', label: t('admin_content.blogs.new') }}
      />
      <DataTable
        tableId="blogs"
        url={urlFor('admin.blogs')}
        list={list}
        columns={columns}
        searchLabel={t('admin_content.blogs.search')}
        nothingYet={t('admin_content.blogs.nothing_yet')}
        filters={[
          thai.filter,
          { name: 'status', label: t('admin_content.blogs.columns.status'), optionLabel: status },
        ]}
        details={(row) => ({
          title: row.title,
          fields: [
            { label: t('admin_content.blogs.fields.title_th'), value: row.title_th || '—' },
            { label: t('admin_content.common.slug'), value: row.slug },
            { label: t('admin_content.blogs.columns.status'), value: status(row.status) },
            { label: t('admin_content.blogs.fields.category'), value: row.category ?? '—' },
            {
              label: t('admin_content.blogs.fields.tags'),
              value: row.tags.length ? row.tags.join(', ') : '—',
            },
            { label: t('admin_content.blogs.columns.published_at'), value: date(row.published_at) },
          ],
        })}
        rowActions={[
          {
            id: 'edit',
            label: t('admin_content.common.edit'),
            run: (row) => router.visit(urlFor('admin.blogs.edit', { id: row.id })),
          },
          {
            id: 'view',
            label: t('admin_content.blogs.view'),
            hidden: (row) => row.status !== 'published',
            run: (row) => window.open(urlFor('resources.blog.show', { slug: row.slug }), '_blank'),
          },
          {
            id: 'publish',
            label: t('admin_content.blogs.publish_now'),
            hidden: (row) => row.status === 'published',
            confirm: (row) => ({
              title: t('admin_content.blogs.publish_now'),
              text: t('admin_content.blogs.confirm_publish', { title: row.title }),
              confirmText: t('admin_content.blogs.publish_now'),
            }),
            run: (row) => visit('post', urlFor('admin.blogs.publish', { id: row.id })),
          },
          {
            id: 'unpublish',
            label: t('admin_content.blogs.unpublish'),
            hidden: (row) => row.status === 'draft',
            confirm: (row) => ({
              title: t('admin_content.blogs.unpublish'),
              text: t('admin_content.blogs.confirm_unpublish', { title: row.title }),
              confirmText: t('admin_content.blogs.unpublish'),
            }),
            run: (row) => visit('post', urlFor('admin.blogs.unpublish', { id: row.id })),
          },
          {
            id: 'delete',
            label: t('admin_content.common.delete'),
            confirm: (row) => confirmDelete(row.title),
            run: (row) => visit('delete', urlFor('admin.blogs.destroy', { id: row.id })),
          },
        ]}
      />
    </>
  )
}
