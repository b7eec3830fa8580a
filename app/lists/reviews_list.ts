import Review from '#models/review'
import ReviewRowTransformer from '#transformers/review_row_transformer'
import { defineList, filter } from '#lists/kit'

/** SPEC §2.9 Manage Reviews: newest first, by state on the home page, stars and Thai coverage. */
export const reviewsList = defineList({
  name: 'reviews',
  i18n: 'admin_content.reviews',
  route: 'admin.reviews',
  model: Review,
  search: ['name', 'comment', 'comment_th'],
  sorts: { created_at: 'created_at', name: 'name', rating: 'rating' },
  defaultSort: 'created_at',
  filters: {
    thai: filter.thai('reviews'),
    published: filter.yesNo(
      (query, yes) => query.where('is_published', yes),
      'admin_content.reviews.state'
    ),
    // Labelled by the page ("3 stars").
    rating: {
      values: ['1', '2', '3', '4', '5'],
      apply: (query, rating) => query.where('rating', Number(rating)),
    },
  },
  transformer: ReviewRowTransformer,
})
