import type { HttpContext } from '@adonisjs/core/http'
import Review from '#models/review'
import { saveContent, deleteContent } from '#services/content/content_writes'
import ReviewTransformer from '#transformers/review_transformer'
import { reviewValidator } from '#validators/admin_content'
import { staffWrite } from '#support/staff_write'
import { backWith, redirectWith } from '#support/redirects'

/**
 * SPEC §2.9 Manage Reviews: staff moderate what the home
 * page shows (published or hidden), 1 to 5 stars.
 */
export default class ReviewsController {
  async create({ inertia }: HttpContext) {
    return inertia.render('Admin/ReviewForm', { review: null, form: ReviewTransformer.form(null) })
  }

  async store(ctx: HttpContext) {
    await this.#save(ctx, new Review(), 'review.created')
    return redirectWith(ctx, 'admin_content.flash.saved').toRoute('admin.reviews')
  }

  async edit({ params, inertia }: HttpContext) {
    const review = await Review.findOrFail(params.id)
    return inertia.render('Admin/ReviewForm', {
      review: { id: review.id },
      form: ReviewTransformer.form(review),
    })
  }

  async update(ctx: HttpContext) {
    await this.#save(ctx, await Review.findOrFail(ctx.params.id), 'review.updated')
    return redirectWith(ctx, 'admin_content.flash.saved').toRoute('admin.reviews')
  }

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

  async destroy(ctx: HttpContext) {
    const review = await Review.findOrFail(ctx.params.id)
    await deleteContent(review, 'review.deleted', staffWrite(ctx), {
      name: review.name,
      rating: review.rating,
    })
    return backWith(ctx, 'admin_content.flash.deleted')
  }

  async #save(ctx: HttpContext, review: Review, action: string) {
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
  }
}
