import type { Data } from '@generated/data'
import { DataTable } from '~/components/data_table/data_table'
import { useThaiCoverage } from '~/components/data_table/thai_coverage'
import type { DataTableColumn, ListMeta } from '~/components/data_table/types'
import { StarRating } from '~/components/ui/star_rating'
import { ContentHeading } from '~/components/admin/content/content_kit'
import { useDeleteAction } from '~/components/admin/content/delete_action'
import { flagColumn, nameColumn } from '~/components/admin/columns'
import { useReviewDetails } from '~/components/admin/reviews/review_details'
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
  const deleteAction = useDeleteAction<Row>()
  const details = useReviewDetails()
  const thai = useThaiCoverage<Row>()
  const published = (row: Row) => row.isPublished

  const columns: DataTableColumn<Row>[] = [
    nameColumn('name', (row) => row.name),
    thai.column,
    { id: 'rating', cell: (row) => <StarRating value={row.rating} />, sortable: true },
    { id: 'comment', cell: (row) => <span className="line-clamp-2 max-w-md">{row.comment}</span> },
    flagColumn('is_published', published, 'admin_content.reviews.state'),
    { id: 'created_at', cell: (row) => dateTime(row.createdAt), sortable: true },
  ]

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
        details={details}
        rowActions={[
          { id: 'edit', route: 'admin.reviews.edit', method: 'get' },
          { id: 'publish', route: 'admin.reviews.publish', hidden: published },
          {
            id: 'hide',
            route: 'admin.reviews.hide',
            confirm: 'primary',
            hidden: (row) => !published(row),
          },
          deleteAction('admin.reviews.destroy', (row) => row.name),
        ]}
      />
    </>
  )
}
