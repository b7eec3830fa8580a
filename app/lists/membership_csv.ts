import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Subscription from '#models/subscription'
import type { membershipFacts } from '#transformers/subscription_row_transformer'
import { personColumns } from '#lists/kit'

type MembershipFacts = ReturnType<typeof membershipFacts>

/**
 * The CSV columns of `membershipFacts`, which every admin list of memberships
 * opens with (Subscriptions, Delete Subscriptions): its export opens with them too.
 */
export const MEMBERSHIP_FACTS_CSV = {
  'Membership number': 'membershipNumber',
  'Status': 'status',
  'Member': (row: MembershipFacts) => row.member.name,
  'Email': (row: MembershipFacts) => row.member.email,
  'Plan': (row: MembershipFacts) => row.plan.slug,
} as const

/**
 * Preloads what `membershipFacts` reads of the member and the plan, and no more: a list
 * hydrates every column it reads (a user row has 30, seven of them dates luxon parses).
 */
export function preloadMembershipFacts<Q extends ModelQueryBuilderContract<typeof Subscription>>(
  query: Q
): Q {
  query
    .preload('user', personColumns)
    .preload('plan', (plan) => plan.select('id', 'slug', 'name', 'name_th'))
  return query
}
