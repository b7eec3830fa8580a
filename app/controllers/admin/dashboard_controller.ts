import type { HttpContext } from '@adonisjs/core/http'
import { SubscriptionStatus } from '#enums/billing'
import Subscription from '#models/subscription'
import dashboardStats from '#services/dashboard_stats'
import { toSubscriptionRow } from '#transformers/admin_subscription_transformer'
import { access } from '#support/admin_access'

/** How many waiting applications the dashboard lists (oldest first: the SLA runs out first). */
const REVIEW_QUEUE_SIZE = 10

export default class DashboardController {
  async index({ inertia, auth }: HttpContext) {
    const user = auth.user!
    // SPEC §2.9: what each role sees fits the role. The review queue and its
    // decisions belong to Subscriptions; tickets and consultancy to theirs.
    const reviews = access.canOpen(user, 'subscriptions')
    const [stats, queue, waiting] = await Promise.all([
      dashboardStats.get(),
      reviews
        ? Subscription.query()
            .where('status', SubscriptionStatus.PENDING_REVIEW)
            .preload('user')
            .preload('plan')
            .preload('price')
            .orderBy('applied_at', 'asc')
            .orderBy('id', 'asc')
            .limit(REVIEW_QUEUE_SIZE)
        : [],
      reviews
        ? Subscription.query()
            .where('status', SubscriptionStatus.PENDING_REVIEW)
            .count('* as total')
        : [],
    ])
    return inertia.render('Admin/Dashboard', {
      stats,
      reviewQueue: reviews
        ? { rows: queue.map(toSubscriptionRow), total: Number(waiting[0]?.$extras.total ?? 0) }
        : null,
      can: {
        review: reviews,
        tickets: access.canOpen(user, 'tickets'),
        consultancy: access.canOpen(user, 'consultancy_requests'),
        transactions: access.canOpen(user, 'transactions'),
      },
    })
  }
}
