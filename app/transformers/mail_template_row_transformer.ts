import { BaseTransformer } from '@adonisjs/core/transformers'
import type MailTemplate from '#models/mail_template'

/** One template as the admin Mail template list shows it (SPEC §2.9): no body. */
export default class MailTemplateRowTransformer extends BaseTransformer<MailTemplate> {
  toObject() {
    const template = this.resource
    return {
      id: template.id,
      key: template.key,
      name: template.name,
      subject: template.subject,
      hasThai: Boolean(template.bodyTh),
      isActive: template.isActive,
      updatedAt: (template.updatedAt ?? template.createdAt).toISO()!,
    }
  }
}
