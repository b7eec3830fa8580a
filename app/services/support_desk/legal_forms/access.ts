import Subscription from '#models/subscription'
import type User from '#models/user'
import { SubscriptionStatus } from '#enums/billing'
import { isValidMembership } from '#services/memberships/member_card'

/**
 * Online legal forms come with a plan (SPEC §1): the member needs a
 * membership that is in force today — the same reading as the member card's
 * "valid" (active, past due within its grace, or cancelling but not yet
 * ended). A membership waiting for review or for reactivation does not count.
 */
export async function hasActivePlan(user: User): Promise<boolean> {
  const memberships = await Subscription.query()
    .where('user_id', user.id)
    .whereIn('status', [
      SubscriptionStatus.ACTIVE,
      SubscriptionStatus.PAST_DUE,
      SubscriptionStatus.CANCEL_PENDING,
    ])
  return memberships.some((membership) => isValidMembership(membership))
}
