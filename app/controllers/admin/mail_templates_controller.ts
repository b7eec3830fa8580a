import type { HttpContext } from '@adonisjs/core/http'
import MailTemplate from '#models/mail_template'
import ScheduledMail from '#models/scheduled_mail'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import { RoleId } from '#enums/role'
import { mailTemplateValidator, previewValidator } from '#validators/mail'
import { staffWrite } from '#support/staff_write'
import { mailTemplatesList } from '#lists/mail_templates_list'
import MailTemplateTransformer from '#transformers/mail_template_transformer'
import {
  localizedTemplate,
  recipientValues,
  renderHtml,
  renderText,
  eventValues,
  TEMPLATE_VARIABLES,
} from '#services/mail/template_renderer'
import { DateTime } from 'luxon'
import { scopedMessages } from '#validators/admin_money'

const snapshot = (template: MailTemplate) => ({
  key: template.key,
  name: template.name,
  subject: template.subject,
  subject_th: template.subjectTh,
  is_active: template.isActive,
  body_length: template.body.length,
  body_th_length: template.bodyTh?.length ?? 0,
})

/** SPEC §2.9 Mail template (issue 14): templates in English and Thai with {{variables}}. */
export default class MailTemplatesController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/MailTemplates', { list: await mailTemplatesList.page(ctx) })
  }

  async create({ inertia }: HttpContext) {
    return inertia.render('Admin/MailTemplateForm', {
      template: MailTemplateTransformer.form(null),
      id: null,
      variables: [...TEMPLATE_VARIABLES],
      members: await this.sampleMembers(),
    })
  }

  async store(ctx: HttpContext) {
    const { request, session, i18n, response } = ctx
    const data = await request.validateUsing(mailTemplateValidator, {
      messagesProvider: scopedMessages(i18n, 'admin_mail'),
      meta: {},
    })
    const template = await MailTemplate.create({
      key: data.key,
      name: data.name,
      subject: data.subject,
      body: data.body,
      subjectTh: data.subject_th || null,
      bodyTh: data.body_th || null,
      isActive: data.is_active ?? true,
      variables: [...TEMPLATE_VARIABLES],
    })
    const { actor, ip } = staffWrite(ctx)
    await AuditLog.record('mail_template.created', {
      actor,
      ip,
      subject: template,
      changes: { before: null, after: snapshot(template) },
    })
    session.flash('success', i18n.t('admin_mail.flash.template_saved'))
    return response.redirect().toRoute('admin.template')
  }

  async edit({ params, inertia }: HttpContext) {
    const template = await MailTemplate.findOrFail(params.id)
    return inertia.render('Admin/MailTemplateForm', {
      template: MailTemplateTransformer.form(template),
      id: template.id,
      variables: [...TEMPLATE_VARIABLES],
      members: await this.sampleMembers(),
    })
  }

  async update(ctx: HttpContext) {
    const { params, request, session, i18n, response } = ctx
    const template = await MailTemplate.findOrFail(params.id)
    const data = await request.validateUsing(mailTemplateValidator, {
      messagesProvider: scopedMessages(i18n, 'admin_mail'),
      meta: { id: template.id },
    })
    const before = snapshot(template)
    template.merge({
      key: data.key,
      name: data.name,
      subject: data.subject,
      body: data.body,
      subjectTh: data.subject_th || null,
      bodyTh: data.body_th || null,
      isActive: data.is_active ?? false,
    })
    await template.save()
    const { actor, ip } = staffWrite(ctx)
    await AuditLog.record('mail_template.updated', {
      actor,
      ip,
      subject: template,
      changes: { before, after: snapshot(template) },
    })
    session.flash('success', i18n.t('admin_mail.flash.template_saved'))
    return response.redirect().toRoute('admin.template')
  }

  async destroy(ctx: HttpContext) {
    const { params, session, i18n, response } = ctx
    const template = await MailTemplate.findOrFail(params.id)
    // A template with mailings on record is kept (their history names it).
    if (await ScheduledMail.query().where('mail_template_id', template.id).first()) {
      session.flash('error', i18n.t('admin_mail.errors.template_in_use'))
      return response.redirect().withQs().back()
    }
    const { actor, ip } = staffWrite(ctx)
    await AuditLog.record('mail_template.deleted', {
      actor,
      ip,
      subject: template,
      changes: { before: snapshot(template), after: null },
    })
    await template.delete()
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
    const member = await User.query()
      .whereNull('deleted_at')
      .where('role_id', RoleId.USER)
      .if(data.member_email, (query) => query.where('email', data.member_email!))
      .orderBy('id')
      .first()
    const locale = data.locale ?? 'en'
    const values = {
      ...(member
        ? await recipientValues({
            email: member.email,
            name: member.name,
            locale,
            userId: member.id,
          })
        : await recipientValues({
            email: 'member@example.com',
            name: 'Member',
            locale,
            userId: null,
          })),
      ...eventValues(
        {
          title: 'Members evening',
          startsAt: DateTime.utc().plus({ days: 7 }).set({ hour: 11, minute: 0 }),
          place: 'Bangkok',
          details: '',
        },
        locale
      ),
    }
    const template = localizedTemplate(
      {
        subject: data.subject ?? '',
        body: data.body ?? '',
        subjectTh: null,
        bodyTh: null,
      } as MailTemplate,
      locale
    )
    return response.json({
      member: member ? { name: member.name, email: member.email } : null,
      subject: renderText(template.subject, values),
      html: renderHtml(template.body, values),
    })
  }

  private async sampleMembers() {
    const members = await User.query()
      .whereNull('deleted_at')
      .where('role_id', RoleId.USER)
      .orderBy('id')
      .limit(20)
      .select('name', 'email')
    return members.map((member) => ({ name: member.name, email: member.email }))
  }
}
