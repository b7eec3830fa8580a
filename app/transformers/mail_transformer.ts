import type ScheduledMail from '#models/scheduled_mail'

/** One row of Mail Schedule History. */
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
