import { BaseTransformer } from '@adonisjs/core/transformers'
import type PushCampaign from '#models/push_campaign'

/** One notification as the FCM Notification history lists it (SPEC §2.9); `creator` preloaded. */
export default class PushCampaignTransformer extends BaseTransformer<PushCampaign> {
  toObject() {
    const push = this.resource
    return {
      id: push.id,
      title: push.title,
      body: push.body,
      link: push.link,
      target: push.target,
      audience: push.audience,
      segmentValue: push.segmentValue,
      topic: push.topic,
      status: push.status,
      scheduledAt: push.scheduledAt.toISO()!,
      tokenCount: push.tokenCount,
      deliveredCount: push.deliveredCount,
      failedCount: push.failedCount,
      prunedCount: push.prunedCount,
      failureReason: push.failureReason,
      createdBy: push.creator?.name ?? null,
      createdAt: push.createdAt.toISO()!,
    }
  }
}
