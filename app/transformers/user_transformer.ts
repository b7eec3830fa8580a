import { BaseTransformer } from '@adonisjs/core/transformers'
import { phoneLinks } from '#support/phone_numbers'
import type User from '#models/user'
import type { CurrentPlan, SharedUser } from '#types/shared_props'
import { roleSlugForId, RoleSlug } from '#enums/role'

export type { CurrentPlan }

/** Who an account is and the flags staff read on it, in the list and on the detail alike. */
export function accountFacts(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: roleSlugForId(user.roleId) ?? RoleSlug.USER,
    isFreeMember: user.isFreeMember,
    verified: user.emailVerifiedAt !== null,
    disabled: user.disabledAt !== null,
  }
}

/**
 * The `user` shared prop of SPEC §3: a whitelist of fields, never the
 * model. Its field names are SPEC's (snake_case), unlike page props.
 */
export default class UserTransformer extends BaseTransformer<User> {
  constructor(
    user: User,
    protected currentPlans: CurrentPlan[] = []
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

  /** Staff's view of a member in Manage Users › show (SPEC §2.9): account facts and flags. */
  toAdminDetail() {
    const user = this.resource
    return {
      ...accountFacts(user),
      deleted: user.deletedAt !== null,
      createdAt: user.createdAt.toISO()!,
      phone: user.phone,
      /** `tel:` and WhatsApp links to the E.164 number; null for a value that is no number. */
      phoneLinks: phoneLinks(user.phone),
      country: user.country,
      nationality: user.nationality,
      phoneNeedsReview: user.phoneNeedsReview,
      countryNeedsReview: user.countryNeedsReview,
      locale: user.locale,
      dateOfBirth: user.dateOfBirth?.toISODate() ?? null,
      isOmiseUser: user.isOmiseUser,
      emailVerifiedAt: user.emailVerifiedAt?.toISO() ?? null,
      disabledAt: user.disabledAt?.toISO() ?? null,
    }
  }
}

/** The shared prop as a plain value (the Inertia middleware shares it synchronously). */
export function toSharedUser(user: User, currentPlans: CurrentPlan[]): SharedUser {
  return new UserTransformer(user, currentPlans).toObject()
}
