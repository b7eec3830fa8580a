import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { ThaiBadge, useThaiCoverage } from '~/components/data_table/thai_coverage'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { StarRating } from '~/components/ui/star_rating'
import { ContentHeading, useDeleteConfirm } from '~/components/admin/content/content_kit'
import { Badge } from '~/components/ui/badge'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

type Row = Data.ReviewRow

/**
 * SPEC §2.9 Manage Reviews: staff publish or hide what the home page shows;
 * the information dialog holds the whole review (app/lists/reviews_list.ts).
 */
export default function AdminReviews({ list }: { list: ListMeta<Row> }) {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const confirmDelete = useDeleteConfirm()
  const thai = useThaiCoverage<Row>()
  const state = (published: boolean) => t(`admin_content.reviews.state.${published ? 'yes' : 'no'}`)

  const columns: DataTableColumn<Row>[] = [
    {
      id: 'name',
      cell: (row) => row.name,
      sortable: true,
      hideable: false,
      className: 'font-medium',
    },
    thai.column,
    { id: 'rating', cell: (row) => <StarRating value={row.rating} />, sortable: true },
    { id: 'comment', cell: (row) => <span className="line-clamp-2 max-w-md">{row.comment}</span> },
    {
      id: 'is_published',
      cell: (row) => (
        <Badge tone={row.isPublished ? 'success' : 'muted'}>{state(row.isPublished)}</Badge>
      ),
    },
    { id: 'created_at', cell: (row) => dateTime(row.createdAt), sortable: true },
  ]
  const label = (id: string) => t(`admin_content.reviews.columns.${id}`)

  return (
    <>
      <ContentHeading
        title={t('admin_content.reviews.title')}
        intro={t('admin_content.reviews.intro')}
        action={{ route: 'admin.reviews.create', label: t('admin_content.reviews.new') }}
      />
      <DataTable
        tableId="reviews"
        list={list}
        columns={columns}
        optionLabels={{ rating: (value) => t('admin_content.reviews.stars', { count: value }) }}
        details={(row) => ({
          title: row.name,
          fields: [
            { label: label('rating'), value: <StarRating value={row.rating} /> },
            {
              label: label('comment'),
              value: <p className="whitespace-pre-line">{row.comment}</p>,
            },
            {
              label: label('comment_th'),
              value: row.commentTh ? (
                <p lang="th" className="whitespace-pre-line">
                  {row.commentTh}
                </p>
              ) : (
                <ThaiBadge missing />
              ),
            },
            { label: label('is_published'), value: state(row.isPublished) },
            { label: label('created_at'), value: dateTime(row.createdAt) },
          ],
        })}
        rowActions={[
          { id: 'edit', route: 'admin.reviews.edit', method: 'get' },
          { id: 'publish', route: 'admin.reviews.publish', hidden: (row) => row.isPublished },
          {
            id: 'hide',
            route: 'admin.reviews.hide',
            confirm: 'primary',
            hidden: (row) => !row.isPublished,
          },
          {
            id: 'delete',
            route: 'admin.reviews.destroy',
            method: 'delete',
            confirm: (row) => confirmDelete(row.name),
          },
        ]}
      />
    </>
  )
}
