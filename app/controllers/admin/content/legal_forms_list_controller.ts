import type { HttpContext } from '@adonisjs/core/http'
import { legalFormsList } from '#lists/legal_forms_list'

/** The online legal forms library (SPEC §1): the templates staff write and publish. */
export default class LegalFormsListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/LegalForms', { list: await legalFormsList.page(ctx) })
  }
}
