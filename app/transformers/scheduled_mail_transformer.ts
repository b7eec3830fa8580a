import { BaseTransformer } from '@adonisjs/core/transformers'
import type ScheduledMail from '#models/scheduled_mail'

/**
 * One mailing as Mail Schedule History lists it (SPEC §2.9): a whitelist,
 * never the model; `mailTemplate` and `creator` are preloaded by the list.
 */
export default class ScheduledMailTransformer extends BaseTransformer<ScheduledMail> {
  toObject() {
    const mailing = this.resource
    return {
      id: mailing.id,
      kind: mailing.kind,
      template: mailing.mailTemplate?.name ?? '',
      eventTitle: mailing.eventTitle,
      eventStartsAt: mailing.eventStartsAt?.toISO() ?? null,
      eventPlace: mailing.eventPlace,
      audience: mailing.audience,
      segmentValue: mailing.segmentValue,
      status: mailing.status,
      scheduledAt: mailing.scheduledAt.toISO()!,
      totalCount: mailing.totalCount,
      sentCount: mailing.sentCount,
      failedCount: mailing.failedCount,
      skippedCount: mailing.skippedCount,
      failureReason: mailing.failureReason,
      createdBy: mailing.creator?.name ?? null,
      createdAt: mailing.createdAt.toISO()!,
      finishedAt: mailing.finishedAt?.toISO() ?? null,
    }
  }
}
