import db from '@adonisjs/lucid/services/db'
import Matter from '#models/matter'
import type User from '#models/user'
import { MATTER_CATEGORIES, MATTER_STATUSES } from '#enums/casework'
import { PlanSlug } from '#enums/billing'
import { lawyerOptions } from '#services/support_desk/casework/matters'
import MatterTransformer from '#transformers/matter_transformer'
import { access } from '#support/admin_access'
import { likePattern } from '#support/list_query'
import { firstMatches, MEMBER_IDS_MAX } from '#support/text_search'
import { defineList, filter, search, type Search, personColumns } from '#lists/kit'

const allMatters = (user: User | undefined) => access.can(user, 'matters', 'all')

/**
 * Matters whose member (through the membership) has the text in their name: the
 * memberships of at most `max` matching members, else each matter's member looked
 * up by primary key as the list walks its sort index (a name every member shares
 * made PostgreSQL hash the whole `users` table: 400 ms a search at 100,000 members).
 */
export function holderNamed(max = MEMBER_IDS_MAX): Search<typeof Matter> {
  return {
    async prepare(q) {
      const args = [likePattern(q), '\\']
      const members = db
        .from('users')
        .select('users.id')
        .whereRaw('lower(users.name) like ? escape ?', args)
      const rows: Array<{ id: number | string }> = await firstMatches(members, max + 1)
      if (rows.length > max) {
        return (where) =>
          where.orWhereRaw(
            '(select lower(holder.name) like ? escape ? from subscriptions as held ' +
              'join users as holder on holder.id = held.user_id where held.id = matters.subscription_id)',
            args
          )
      }
      const ids = rows.map((row) => Number(row.id))
      return (where) =>
        where.orWhereIn(
          'matters.subscription_id',
          db
            .from('subscriptions')
            .select('subscriptions.id')
            .whereIn('subscriptions.user_id', ids) as never
        )
    },
  }
}

/** SPEC §2.9 Matters: the four roles see every matter, a lawyer only their own. */
export const mattersList = defineList({
  name: 'admin_matters',
  route: 'admin.matters',
  model: Matter,
  scope: (query, { auth }) => {
    if (!allMatters(auth.user)) query.where('lawyer_id', auth.user!.id)
  },
  // The title, the membership number, or the member's name.
  search: [
    'title',
    search.related('matters.subscription_id', 'subscriptions', ['membership_number']),
    holderNamed(),
  ],
  sorts: { created_at: 'created_at', began_on: 'began_on', title: 'title' },
  defaultSort: 'created_at',
  filters: {
    status: { ...filter.column('status', MATTER_STATUSES), labels: 'admin_matters.status' },
    category: {
      ...filter.column('category', MATTER_CATEGORIES),
      labels: 'admin_matters.categories',
    },
    // The page names each lawyer; a lawyer's matters are all theirs, so the menu is the four roles'.
    lawyer: {
      values: async () => {
        const lawyers = await lawyerOptions()
        return lawyers.map((lawyer) => String(lawyer.id))
      },
      apply: (query, id) => query.where('lawyer_id', Number(id)),
      offered: ({ auth }) => allMatters(auth.user),
    },
    plan: {
      values: Object.values(PlanSlug),
      apply: (query, slug) =>
        query.whereHas('subscription', (subscription) =>
          subscription.whereHas('plan', (plan) => plan.where('slug', slug))
        ),
      labels: 'admin_matters.plans',
    },
  },
  preload: (query) =>
    query.preload('lawyer', personColumns).preload('subscription', (subscription) =>
      subscription
        .select('id', 'user_id', 'plan_id', 'membership_number')
        .preload('user', personColumns)
        .preload('plan', (plan) => plan.select('id', 'slug'))
    ),
  transformer: MatterTransformer,
})
