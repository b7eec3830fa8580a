import MailTemplate from '#models/mail_template'
import MailTemplateRowTransformer from '#transformers/mail_template_row_transformer'
import { defineList, filter } from '#lists/kit'

/** SPEC §2.9 Mail template: the templates staff send, last changed first. */
export const mailTemplatesList = defineList({
  name: 'mail_templates',
  i18n: 'admin_mail.templates',
  route: 'admin.template',
  model: MailTemplate,
  search: ['name', 'key', 'subject'],
  sorts: { updated_at: 'updated_at', name: 'name', key: 'key' },
  defaultSort: 'updated_at',
  filters: {
    active: filter.yesNo((query, yes) => query.where('is_active', yes), 'admin_mail.templates'),
  },
  transformer: MailTemplateRowTransformer,
})
