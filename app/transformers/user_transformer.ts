import type User from '#models/user'

import type { CurrentPlan, SharedUser } from '#types/shared_props'

export type { CurrentPlan }

/**
 * The `user` shared prop of SPEC §3: a whitelist of fields, never the model.
 */
export function toSharedUser(user: User, currentPlans: CurrentPlan[]): SharedUser {
  return {
    name: user.name,
    email: user.email,
    avatar: user.avatarUrl,
    role: { slug: user.role.slug, name: user.role.name },
    country: user.country,
    nationality: user.nationality,
    current_plans: currentPlans,
    is_omise_user: user.isOmiseUser,
  }
}
