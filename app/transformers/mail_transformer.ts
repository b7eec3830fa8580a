import type ScheduledMail from '#models/scheduled_mail'
import type PushCampaign from '#models/push_campaign'

/** One row of Mail Schedule History (and the recent sends beside the forms). */
export function toMailingRow(mailing: ScheduledMail) {
  return {
    id: mailing.id,
    kind: mailing.kind,
    template: mailing.mailTemplate?.name ?? '',
    event_title: mailing.eventTitle,
    event_starts_at: mailing.eventStartsAt?.toISO() ?? null,
    event_place: mailing.eventPlace,
    audience: mailing.audience,
    segment_value: mailing.segmentValue,
    status: mailing.status,
    scheduled_at: mailing.scheduledAt.toISO()!,
    total_count: mailing.totalCount,
    sent_count: mailing.sentCount,
    failed_count: mailing.failedCount,
    skipped_count: mailing.skippedCount,
    failure_reason: mailing.failureReason,
    created_by: mailing.creator?.name ?? null,
    created_at: mailing.createdAt.toISO()!,
    finished_at: mailing.finishedAt?.toISO() ?? null,
  }
}
export type MailingRow = ReturnType<typeof toMailingRow>

/** One row of the FCM Notification history. */
export function toPushRow(push: PushCampaign) {
  return {
    id: push.id,
    title: push.title,
    body: push.body,
    link: push.link,
    target: push.target,
    audience: push.audience,
    segment_value: push.segmentValue,
    topic: push.topic,
    status: push.status,
    scheduled_at: push.scheduledAt.toISO()!,
    token_count: push.tokenCount,
    delivered_count: push.deliveredCount,
    failed_count: push.failedCount,
    pruned_count: push.prunedCount,
    failure_reason: push.failureReason,
    created_by: push.creator?.name ?? null,
    created_at: push.createdAt.toISO()!,
  }
}
export type PushRow = ReturnType<typeof toPushRow>
