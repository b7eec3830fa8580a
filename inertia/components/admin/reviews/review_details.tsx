import type { Data } from '@generated/data'
import { ThaiBadge } from '~/components/data_table/thai_coverage'
import type { RowDetails } from '~/components/data_table/types'
import { StarRating } from '~/components/ui/star_rating'
import { useTranslation } from '~/hooks/use_translation'
import { useDates } from '~/lib/dates'

/** A review's information dialog: the whole comment, in English and in Thai (or its lack). */
export function useReviewDetails() {
  const { t } = useTranslation()
  const { dateTime } = useDates()
  const label = (id: string) => t(`admin_content.reviews.columns.${id}`)
  return (row: Data.ReviewRow): RowDetails => ({
    title: row.name,
    fields: [
      { label: label('rating'), value: <StarRating value={row.rating} /> },
      { label: label('comment'), value: <p className="whitespace-pre-line">{row.comment}</p> },
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
      {
        label: label('is_published'),
        value: t(`admin_content.reviews.state.${row.isPublished ? 'yes' : 'no'}`),
      },
      { label: label('created_at'), value: dateTime(row.createdAt) },
    ],
  })
}
