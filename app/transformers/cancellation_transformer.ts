import { BaseTransformer } from '@adonisjs/core/transformers'
import type Subscription from '#models/subscription'
import { SubscriptionStatus } from '#enums/billing'
import { membershipFacts } from '#transformers/subscription_row_transformer'

/**
 * One written cancellation as Delete Subscriptions lists it (SPEC §2.9):
 * a whitelist, never the model; `user` and `plan` are preloaded.
 */
export default class CancellationTransformer extends BaseTransformer<Subscription> {
  toObject() {
    const subscription = this.resource
    const effective = subscription.cancelEffectiveAt
    return {
      ...membershipFacts(subscription),
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
