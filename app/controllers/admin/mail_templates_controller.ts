import type { HttpContext } from '@adonisjs/core/http'
import MailTemplate from '#models/mail_template'
import { mailTemplateValidator, previewValidator } from '#validators/mail'
import { staffWrite } from '#support/staff_write'
import { backWith, redirectWith } from '#support/redirects'
import MailTemplateTransformer from '#transformers/mail_template_transformer'
import { TEMPLATE_VARIABLES } from '#services/marketing/template_renderer'
import {
  createMailTemplate,
  deleteMailTemplate,
  previewMailTemplate,
  sampleMembers,
  updateMailTemplate,
} from '#services/marketing/mail_templates'
import { scopedMessages } from '#validators/admin_money'

/** SPEC §2.9 Mail template: templates in English and Thai with {{variables}}. */
export default class MailTemplatesController {
  async create({ inertia }: HttpContext) {
    return inertia.render('Admin/MailTemplateForm', await this.#form(null))
  }

  async store(ctx: HttpContext) {
    const data = await this.#validate(ctx, {})
    await createMailTemplate(data, staffWrite(ctx))
    return redirectWith(ctx, 'admin_mail.flash.template_saved').toRoute('admin.template')
  }

  async edit({ params, inertia }: HttpContext) {
    const template = await MailTemplate.findOrFail(params.id)
    return inertia.render('Admin/MailTemplateForm', await this.#form(template))
  }

  async update(ctx: HttpContext) {
    const template = await MailTemplate.findOrFail(ctx.params.id)
    const data = await this.#validate(ctx, { id: template.id })
    await updateMailTemplate(template, data, staffWrite(ctx))
    return redirectWith(ctx, 'admin_mail.flash.template_saved').toRoute('admin.template')
  }

  async destroy(ctx: HttpContext) {
    const template = await MailTemplate.findOrFail(ctx.params.id)
    await deleteMailTemplate(template, staffWrite(ctx))
    return backWith(ctx, 'admin_mail.flash.template_deleted')
  }

  /**
   * The template filled with a real member's data (the one chosen, else the
   * first member): values are escaped, the result sanitized. JSON for the
   * preview pane, shown in a sandboxed frame.
   */
  async preview({ request, response }: HttpContext) {
    const data = await request.validateUsing(previewValidator)
    return response.json(await previewMailTemplate(data))
  }

  async #form(template: MailTemplate | null) {
    return {
      template: MailTemplateTransformer.form(template),
      id: template?.id ?? null,
      variables: [...TEMPLATE_VARIABLES],
      members: await sampleMembers(),
    }
  }

  #validate({ request, i18n }: HttpContext, meta: { id?: number }) {
    return request.validateUsing(mailTemplateValidator, {
      messagesProvider: scopedMessages(i18n, 'admin_mail'),
      meta,
    })
  }
}
