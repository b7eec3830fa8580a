import db from '@adonisjs/lucid/services/db'
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
  // Not the kept body and payload (the whole message, kilobytes a row): only whether it was
  // kept, which makes a failed message retryable (EmailHistoryTransformer).
  columns: [
    'email_histories.id',
    'email_histories.to_email',
    'email_histories.subject',
    'email_histories.mail_template_id',
    'email_histories.template',
    'email_histories.status',
    'email_histories.error',
    'email_histories.attempts',
    'email_histories.mail_key',
    'email_histories.sent_at',
    'email_histories.created_at',
    db.raw('(email_histories.payload is not null) as has_payload'),
  ],
  preload: (query) => query.preload('mailTemplate', (template) => template.select('id', 'key')),
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
