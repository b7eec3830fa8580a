import type { HttpContext } from '@adonisjs/core/http'
import { termsList } from '#lists/terms_list'

/** SPEC §2.9 Terms & Conditions: every version, drafts and published. */
export default class TermsListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Terms', { list: await termsList.page(ctx) })
  }
}
