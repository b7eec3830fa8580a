import type { HttpContext } from '@adonisjs/core/http'
import { mailTemplatesList } from '#lists/mail_templates_list'

/** SPEC §2.9 Mail template: the templates, English and Thai. */
export default class MailTemplatesListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/MailTemplates', { list: await mailTemplatesList.page(ctx) })
  }
}
