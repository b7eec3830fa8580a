import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import type { CurrentPlan, SharedUser } from '#types/shared_props'

export type { CurrentPlan }

/**
 * The `user` shared prop of SPEC §3: a whitelist of fields, never the
 * model. Its field names are SPEC's (snake_case), unlike page props.
 */
export default class UserTransformer extends BaseTransformer<User> {
  constructor(
    user: User,
    protected currentPlans: CurrentPlan[]
  ) {
    super(user)
  }

  toObject(): SharedUser {
    return {
      name: this.resource.name,
      email: this.resource.email,
      avatar: this.resource.avatarUrl,
      role: { slug: this.resource.role.slug, name: this.resource.role.name },
      country: this.resource.country,
      nationality: this.resource.nationality,
      current_plans: this.currentPlans,
      is_omise_user: this.resource.isOmiseUser,
    }
  }
}

/** The shared prop as a plain value (the Inertia middleware shares it synchronously). */
export function toSharedUser(user: User, currentPlans: CurrentPlan[]): SharedUser {
  return new UserTransformer(user, currentPlans).toObject()
}
