import { CURRENT_STATUSES } from '#enums/billing'
import Subscription from '#models/subscription'
import type User from '#models/user'
import type { CurrentPlan } from '#transformers/user_transformer'

/**
 * The member's current plans for the `user` shared prop (SPEC §3): every
 * membership that has not ended or been refused, with its plan's name.
 */
export async function currentPlansFor(user: User): Promise<CurrentPlan[]> {
  const subscriptions = await Subscription.query()
    .where('user_id', user.id)
    .whereIn('status', [...CURRENT_STATUSES])
    .preload('plan')
    .orderBy('id')
  return subscriptions.map((subscription) => ({
    name: subscription.plan.name,
    custom_created: subscription.customCreated,
  }))
}
