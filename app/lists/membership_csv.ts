import type { membershipFacts } from '#transformers/subscription_row_transformer'

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
