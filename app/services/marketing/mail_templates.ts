import { DateTime } from 'luxon'
import type { Infer } from '@vinejs/vine/types'
import MailTemplate from '#models/mail_template'
import ScheduledMail from '#models/scheduled_mail'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import { RoleId } from '#enums/role'
import { Refusal } from '#exceptions/refusal'
import type { mailTemplateValidator, previewValidator } from '#validators/mail'
import {
  eventValues,
  localizedTemplate,
  recipientValues,
  renderHtml,
  renderText,
  TEMPLATE_VARIABLES,
} from '#services/marketing/template_renderer'

/**
 * Staff's mail templates (SPEC §2.9 Mail template): written, changed,
 * deleted with an audit entry each, and previewed with a real member's data.
 */
type TemplateInput = Infer<typeof mailTemplateValidator>
type PreviewInput = Infer<typeof previewValidator>
type Who = { actor: User; ip: string | null }

const snapshot = (template: MailTemplate) => ({
  key: template.key,
  name: template.name,
  subject: template.subject,
  subject_th: template.subjectTh,
  is_active: template.isActive,
  body_length: template.body.length,
  body_th_length: template.bodyTh?.length ?? 0,
})

/** The form's fields as the model's; an unticked "active" box reads as `active`. */
const fields = (data: TemplateInput, active: boolean) => ({
  key: data.key,
  name: data.name,
  subject: data.subject,
  body: data.body,
  subjectTh: data.subject_th || null,
  bodyTh: data.body_th || null,
  isActive: data.is_active ?? active,
})

export async function createMailTemplate(data: TemplateInput, { actor, ip }: Who) {
  const template = await MailTemplate.create({
    ...fields(data, true),
    variables: [...TEMPLATE_VARIABLES],
  })
  await AuditLog.record('mail_template.created', {
    actor,
    ip,
    subject: template,
    changes: { before: null, after: snapshot(template) },
  })
  return template
}

export async function updateMailTemplate(
  template: MailTemplate,
  data: TemplateInput,
  { actor, ip }: Who
) {
  const before = snapshot(template)
  await template.merge(fields(data, false)).save()
  await AuditLog.record('mail_template.updated', {
    actor,
    ip,
    subject: template,
    changes: { before, after: snapshot(template) },
  })
}

/** A template with mailings on record is kept (their history names it). */
export async function deleteMailTemplate(template: MailTemplate, { actor, ip }: Who) {
  if (await ScheduledMail.query().where('mail_template_id', template.id).first()) {
    throw new Refusal('E_TEMPLATE_IN_USE', 'admin_mail.errors.template_in_use')
  }
  await AuditLog.record('mail_template.deleted', {
    actor,
    ip,
    subject: template,
    changes: { before: snapshot(template), after: null },
  })
  await template.delete()
}

/** Members whose data a preview can use: the first twenty. */
export async function sampleMembers() {
  const members = await User.query()
    .whereNull('deleted_at')
    .where('role_id', RoleId.USER)
    .orderBy('id')
    .limit(20)
    .select('name', 'email')
  return members.map((member) => ({ name: member.name, email: member.email }))
}

/**
 * The template filled with a real member's data (the one chosen, else the
 * first member) and a sample event: values are escaped, the result sanitized.
 */
export async function previewMailTemplate(data: PreviewInput) {
  const member = await User.query()
    .whereNull('deleted_at')
    .where('role_id', RoleId.USER)
    .if(data.member_email, (query) => query.where('email', data.member_email!))
    .orderBy('id')
    .first()
  const locale = data.locale ?? 'en'
  const recipient = member
    ? { email: member.email, name: member.name, locale, userId: member.id }
    : { email: 'member@example.com', name: 'Member', locale, userId: null }
  const values = {
    ...(await recipientValues(recipient)),
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
  return {
    member: member ? { name: member.name, email: member.email } : null,
    subject: renderText(template.subject, values),
    html: renderHtml(template.body, values),
  }
}
