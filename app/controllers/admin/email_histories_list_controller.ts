import type { HttpContext } from '@adonisjs/core/http'
import { emailHistoriesList } from '#lists/email_histories_list'

/** SPEC §2.9 Email Histories (lawyer): every message the system sent, and its CSV. */
export default class EmailHistoriesListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/EmailHistories', { list: await emailHistoriesList.page(ctx) })
  }

  async export(ctx: HttpContext) {
    return emailHistoriesList.csv(ctx)
  }
}
