import type { HttpContext } from '@adonisjs/core/http'
import MailTemplate from '#models/mail_template'
import { mailTemplateValidator, previewValidator } from '#validators/mail'
import { staffWrite } from '#support/staff_write'
import { mailTemplatesList } from '#lists/mail_templates_list'
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
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/MailTemplates', { list: await mailTemplatesList.page(ctx) })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('Admin/MailTemplateForm', {
      template: MailTemplateTransformer.form(null),
      id: null,
      variables: [...TEMPLATE_VARIABLES],
      members: await sampleMembers(),
    })
  }

  async store(ctx: HttpContext) {
    const { request, session, i18n, response } = ctx
    const data = await request.validateUsing(mailTemplateValidator, {
      messagesProvider: scopedMessages(i18n, 'admin_mail'),
      meta: {},
    })
    await createMailTemplate(data, staffWrite(ctx))
    session.flash('success', i18n.t('admin_mail.flash.template_saved'))
    return response.redirect().toRoute('admin.template')
  }

  async edit({ params, inertia }: HttpContext) {
    const template = await MailTemplate.findOrFail(params.id)
    return inertia.render('Admin/MailTemplateForm', {
      template: MailTemplateTransformer.form(template),
      id: template.id,
      variables: [...TEMPLATE_VARIABLES],
      members: await sampleMembers(),
    })
  }

  async update(ctx: HttpContext) {
    const { params, request, session, i18n, response } = ctx
    const template = await MailTemplate.findOrFail(params.id)
    const data = await request.validateUsing(mailTemplateValidator, {
      messagesProvider: scopedMessages(i18n, 'admin_mail'),
      meta: { id: template.id },
    })
    await updateMailTemplate(template, data, staffWrite(ctx))
    session.flash('success', i18n.t('admin_mail.flash.template_saved'))
    return response.redirect().toRoute('admin.template')
  }

  async destroy(ctx: HttpContext) {
    const { params, session, i18n, response } = ctx
    const template = await MailTemplate.findOrFail(params.id)
    await deleteMailTemplate(template, staffWrite(ctx))
    session.flash('success', i18n.t('admin_mail.flash.template_deleted'))
    return response.redirect().withQs().back()
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
}
