import EmailHistory from '#models/email_history'
import { EMAIL_HISTORY_STATUSES } from '#enums/content'
import EmailHistoryTransformer from '#transformers/email_history_transformer'
import { defineList, filter, search } from '#lists/kit'

/** SPEC §2.9 Email Histories: every message the system sent, by address, subject or template. */
export const emailHistoriesList = defineList({
  name: 'email_histories',
  route: 'admin.email_histories',
  model: EmailHistory,
  search: ['to_email', 'subject', search.related('mail_template_id', 'mail_templates', ['key'])],
  sorts: { sent_at: 'created_at', to_email: 'to_email', subject: 'subject', status: 'status' },
  defaultSort: 'sent_at',
  filters: { status: filter.column('status', EMAIL_HISTORY_STATUSES) },
  preload: (query) => query.preload('mailTemplate'),
  transformer: EmailHistoryTransformer,
  csv: {
    filename: 'email-histories.csv',
    columns: {
      'To': 'toEmail',
      'Subject': 'subject',
      'Template': 'template',
      'Status': 'status',
      'Error': 'error',
      'Sent at': 'sentAt',
    },
  },
})
