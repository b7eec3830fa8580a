import { BaseTransformer } from '@adonisjs/core/transformers'
import type Subscription from '#models/subscription'
import { SubscriptionStatus } from '#enums/billing'

/**
 * One written cancellation as Delete Subscriptions lists it (SPEC §2.9):
 * a whitelist, never the model; `user` and `plan` are preloaded.
 */
export default class CancellationTransformer extends BaseTransformer<Subscription> {
  toObject() {
    const subscription = this.resource
    const effective = subscription.cancelEffectiveAt
    return {
      id: subscription.id,
      membershipNumber: subscription.membershipNumber,
      status: subscription.status,
      member: { name: subscription.user.name, email: subscription.user.email },
      plan: {
        slug: subscription.plan.slug,
        name: subscription.plan.name,
        nameTh: subscription.plan.nameTh,
      },
      channel: subscription.cancellationChannel,
      reason: subscription.cancellationReason,
      text: subscription.cancellationText,
      requestedAt: subscription.cancelRequestedAt?.toISO() ?? null,
      effectiveAt: effective?.toISO() ?? null,
      cancelledAt: subscription.cancelledAt?.toISO() ?? null,
      /** Undo is possible until the cancellation takes effect. */
      canUndo:
        subscription.status === SubscriptionStatus.CANCEL_PENDING &&
        effective !== null &&
        effective.toMillis() > Date.now(),
    }
  }
}
