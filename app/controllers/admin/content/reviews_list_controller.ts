import type { HttpContext } from '@adonisjs/core/http'
import { reviewsList } from '#lists/reviews_list'

/** SPEC §2.9 Manage Reviews: every review, published or hidden. */
export default class ReviewsListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Reviews', { list: await reviewsList.page(ctx) })
  }
}
