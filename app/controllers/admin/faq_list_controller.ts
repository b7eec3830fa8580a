import type { HttpContext } from '@adonisjs/core/http'
import { faqList } from '#lists/faq_list'

/** Admin › FAQ: one FAQ page's entries at a time, in their order. */
export default class FaqListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Faq', { list: await faqList.page(ctx) })
  }
}
