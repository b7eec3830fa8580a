import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import { accountFacts } from '#transformers/user_transformer'

/**
 * One account as Manage Users lists it (SPEC §2.9): a whitelist, never the
 * model. `membership` is the newest of the user's memberships, from the
 * `subscriptions` the list preloads (each with its plan's name in
 * `$extras.plan_name`).
 */
export default class UserRowTransformer extends BaseTransformer<User> {
  toObject() {
    const user = this.resource
    const newest = user.$preloaded.subscriptions ? user.subscriptions.at(0) : undefined
    return {
      ...accountFacts(user),
      membership: newest
        ? {
            number: newest.membershipNumber,
            status: newest.status,
            plan: (newest.$extras.plan_name as string | undefined) ?? null,
          }
        : null,
      country: user.country,
      phoneNeedsReview: user.phoneNeedsReview,
      countryNeedsReview: user.countryNeedsReview,
      createdAt: user.createdAt.toISO()!,
    }
  }
}
