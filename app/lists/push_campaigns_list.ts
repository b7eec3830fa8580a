import { SCHEDULED_MAIL_STATUSES } from '#enums/content'
import PushCampaign from '#models/push_campaign'
import PushCampaignTransformer from '#transformers/push_campaign_transformer'
import { defineList, filter } from '#lists/kit'

/** SPEC §2.9 FCM Notification: the history, by sending time, with counts. */
export const pushCampaignsList = defineList({
  name: 'admin_fcm',
  route: 'admin.fcm_notification',
  model: PushCampaign,
  search: ['title', 'body'],
  sorts: { scheduled_at: 'scheduled_at', created_at: 'created_at' },
  defaultSort: 'scheduled_at',
  filters: {
    status: { ...filter.column('status', SCHEDULED_MAIL_STATUSES), labels: 'admin_mail.status' },
    target: { ...filter.column('target', ['segment', 'topic']), labels: 'admin_fcm.targets' },
  },
  preload: (query) => query.preload('creator'),
  transformer: PushCampaignTransformer,
})
