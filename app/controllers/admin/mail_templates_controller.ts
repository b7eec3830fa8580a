import type { HttpContext } from '@adonisjs/core/http'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import MailTemplate from '#models/mail_template'
import { mailTemplateValidator, previewValidator } from '#validators/mail'
import { containsAny, listPage, parseListQuery, type ListParams } from '#support/list_query'
import { staffWrite } from '#support/staff_write'
import { toMailTemplateRow } from '#transformers/mail_transformer'
import MailTemplateTransformer from '#transformers/mail_template_transformer'
import { TEMPLATE_VARIABLES } from '#services/mail/template_renderer'
import {
  createMailTemplate,
  deleteMailTemplate,
  previewMailTemplate,
  sampleMembers,
  updateMailTemplate,
} from '#services/mail/mail_templates'
import { scopedMessages } from '#validators/admin_money'

const list = {
  sorts: { name: 'name', key: 'key', updated_at: 'updated_at' },
  defaultSort: 'updated_at',
  defaultDir: 'desc',
  filters: { active: ['yes', 'no'] },
} as const

type Params = ListParams<keyof typeof list.sorts, keyof typeof list.filters>

const narrow = (query: ModelQueryBuilderContract<typeof MailTemplate>, { q, filters }: Params) =>
  query
    .if(q, (sub) => sub.where((w) => containsAny(w, ['name', 'key', 'subject'], q)))
    .if(filters.active, (sub) => sub.where('is_active', filters.active === 'yes'))

/** SPEC §2.9 Mail template (issue 14): templates in English and Thai with {{variables}}. */
export default class MailTemplatesController {
  async index({ request, inertia }: HttpContext) {
    const params = parseListQuery(request.qs(), list)
    return inertia.render('Admin/MailTemplates', {
      list: await listPage(MailTemplate, params, list, narrow, toMailTemplateRow),
    })
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
