import type User from '#models/user'
import { roleSlugForId, RoleSlug } from '#enums/role'

/**
 * Manage Users (SPEC §2.9): the list rows, whitelists of fields, never the
 * models. The member view is UserTransformer's `toAdminDetail`.
 */

/** What an audit entry's changes hold once stored (JSON). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

export type MembershipSummary = { number: string; status: string; plan: string | null }

export function toUserRow(user: User, membership: MembershipSummary | null = null) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: roleSlugForId(user.roleId) ?? RoleSlug.USER,
    is_free_member: user.isFreeMember,
    verified: user.emailVerifiedAt !== null,
    disabled: user.disabledAt !== null,
    deleted: user.deletedAt !== null,
    membership,
    country: user.country,
    phone_needs_review: user.phoneNeedsReview,
    country_needs_review: user.countryNeedsReview,
    created_at: user.createdAt.toISO()!,
  }
}

export type UserRow = ReturnType<typeof toUserRow>
