import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { useThaiCoverage } from '~/components/data_table/thai_coverage'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { ContentHeading } from '~/components/admin/content/content_kit'
import { useDeleteAction } from '~/components/admin/content/delete_action'
import { nameColumn, statusColumn } from '~/components/admin/columns'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'
import { urlFor } from '~/client'

type Row = Data.BlogPostRow

/** SPEC §2.9 Blogs: write, publish now or at a time, unpublish (app/lists/blogs_list.ts). */
export default function AdminBlogs({ list }: { list: ListMeta<Row> }) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const deleteAction = useDeleteAction<Row>()
  const thai = useThaiCoverage<Row>()
  const published = (row: Row) => row.status === 'published'

  const columns: DataTableColumn<Row>[] = [
    nameColumn('title', (row) => row.title),
    thai.column,
    statusColumn('admin_content.blogs.status'),
    { id: 'category', cell: (row) => row.category ?? '—' },
    { id: 'published_at', cell: (row) => dateTime(row.publishedAt), sortable: true },
    { id: 'updated_at', cell: (row) => dateTime(row.updatedAt), sortable: true },
  ]

  return (
    <>
      <ContentHeading
        title={t('admin_content.blogs.title')}
        action={{ route: 'admin.blogs.create', label: t('admin_content.blogs.new') }}
      />
      <DataTable
        tableId="blogs"
        list={list}
        columns={columns}
        details={{
          title: (row) => row.title,
          extra: {
            title_th: (row) => row.titleTh || '—',
            slug: (row) => row.slug,
            tags: (row) => (row.tags.length ? row.tags.join(', ') : '—'),
          },
        }}
        rowActions={[
          { id: 'edit', route: 'admin.blogs.edit', method: 'get' },
          {
            id: 'view',
            label: t('admin_content.blogs.actions.view'),
            hidden: (row) => !published(row),
            run: (row) => window.open(urlFor('resources.blog.show', { slug: row.slug }), '_blank'),
          },
          { id: 'publish', route: 'admin.blogs.publish', confirm: 'primary', hidden: published },
          {
            id: 'unpublish',
            route: 'admin.blogs.unpublish',
            confirm: 'primary',
            hidden: (row) => row.status === 'draft',
          },
          deleteAction('admin.blogs.destroy', (row) => row.title),
        ]}
      />
    </>
  )
}
