import type { HttpContext } from '@adonisjs/core/http'
import Review from '#models/review'
import { saveContent } from '#services/content/content_writes'
import ReviewTransformer from '#transformers/review_transformer'
import { reviewValidator } from '#validators/admin_content'
import { staffWrite } from '#support/staff_write'
import { backWith } from '#support/redirects'
import { contentFormController } from '#controllers/admin/content/content_form_controller'

/**
 * SPEC §2.9 Manage Reviews: staff moderate what the home
 * page shows (published or hidden), 1 to 5 stars.
 */
export default class ReviewsController extends contentFormController({
  model: Review,
  page: 'Admin/ReviewForm',
  prop: 'review',
  route: 'admin.reviews',
  entity: 'review',
  form: (review) => ReviewTransformer.form(review),
  identity: (review) => ({ id: review.id }),
  summary: (review) => ({ name: review.name, rating: review.rating }),

  async save(ctx: HttpContext, review: Review, action: string) {
    const data = await ctx.request.validateUsing(reviewValidator)
    await saveContent(
      review,
      {
        name: data.name,
        comment: data.comment,
        commentTh: data.comment_th || null,
        rating: data.rating,
        isPublished: data.is_published ?? false,
      },
      action,
      staffWrite(ctx)
    )
  },
}) {
  async publish(ctx: HttpContext) {
    const review = await Review.findOrFail(ctx.params.id)
    await saveContent(review, { isPublished: true }, 'review.published', staffWrite(ctx))
    return backWith(ctx, 'admin_content.flash.published')
  }

  async hide(ctx: HttpContext) {
    const review = await Review.findOrFail(ctx.params.id)
    await saveContent(review, { isPublished: false }, 'review.hidden', staffWrite(ctx))
    return backWith(ctx, 'admin_content.flash.hidden')
  }
}
