import ScheduledMail from '#models/scheduled_mail'
import { SCHEDULED_MAIL_STATUSES } from '#enums/content'
import ScheduledMailTransformer from '#transformers/scheduled_mail_transformer'
import { defineList, filter, search } from '#lists/kit'

/** SPEC §2.9 Mail Schedule History: every mailing, by event title or template name. */
export const scheduleHistoryList = defineList({
  name: 'schedule_history',
  i18n: 'admin_mail.history',
  route: 'admin.schedule_history',
  model: ScheduledMail,
  search: ['event_title', search.related('mail_template_id', 'mail_templates', ['name'])],
  sorts: { scheduled_at: 'scheduled_at', created_at: 'created_at', status: 'status' },
  defaultSort: 'scheduled_at',
  filters: {
    status: { ...filter.column('status', SCHEDULED_MAIL_STATUSES), labels: 'admin_mail.status' },
    kind: { ...filter.column('kind', ['template', 'event']), labels: 'admin_mail.kinds' },
  },
  preload: (query) =>
    query.preload('mailTemplate').preload('creator', (creator) => creator.select('id', 'name')),
  transformer: ScheduledMailTransformer,
})
