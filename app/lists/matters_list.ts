import db from '@adonisjs/lucid/services/db'
import Matter from '#models/matter'
import type User from '#models/user'
import { MATTER_CATEGORIES, MATTER_STATUSES } from '#enums/casework'
import { PlanSlug } from '#enums/billing'
import { lawyerOptions } from '#services/support_desk/casework/matters'
import MatterTransformer from '#transformers/matter_transformer'
import { access } from '#support/admin_access'
import { likePattern } from '#support/list_query'
import { defineList, filter, search } from '#lists/kit'

const allMatters = (user: User | undefined) => access.can(user, 'matters', 'all')

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
    (where, q) =>
      where.orWhereIn(
        'matters.subscription_id',
        db
          .from('subscriptions')
          .select('subscriptions.id')
          .whereIn(
            'subscriptions.user_id',
            db
              .from('users')
              .select('users.id')
              .whereRaw('lower(users.name) like ? escape ?', [likePattern(q), '\\'])
          ) as never
      ),
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
    query
      .preload('lawyer')
      .preload('subscription', (subscription) => subscription.preload('user').preload('plan')),
  transformer: MatterTransformer,
})
