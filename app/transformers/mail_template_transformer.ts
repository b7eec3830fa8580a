import { BaseTransformer } from '@adonisjs/core/transformers'
import MailTemplate from '#models/mail_template'

/** A mail template staff edit (SPEC §2.9 Mail templates). */
export default class MailTemplateTransformer extends BaseTransformer<MailTemplate> {
  /** The edit form; a new template starts blank and active. */
  static form(template: MailTemplate | null) {
    return new MailTemplateTransformer(template ?? new MailTemplate()).toForm()
  }

  /** Form values carry the validator's field names: they are the body the form posts back. */
  toForm() {
    const template = this.resource
    return {
      key: template.key ?? '',
      name: template.name ?? '',
      subject: template.subject ?? '',
      body: template.body ?? '',
      subject_th: template.subjectTh ?? '',
      body_th: template.bodyTh ?? '',
      is_active: template.isActive ?? true,
    }
  }
}
