import { businessCalendar } from '#services/platform/business_calendar'
import type { HttpContext } from '@adonisjs/core/http'
import { SubscriptionStatus } from '#enums/billing'
import Subscription from '#models/subscription'
import dashboardStats from '#services/memberships/dashboard_stats'
import DashboardStatsTransformer from '#transformers/dashboard_stats_transformer'
import { promiseBoard } from '#services/support_desk/desk/promise_board'
import clock from '#services/billing/clock'
import ReviewQueueTransformer from '#transformers/review_queue_transformer'
import PromiseBoardTransformer from '#transformers/promise_board_transformer'
import { access } from '#support/admin_access'
import { adminSection, type AdminSectionKey } from '#support/admin_sections'
import type User from '#models/user'

const pathFor = (user: User, key: AdminSectionKey) =>
  access.canOpen(user, key) ? adminSection(key).path : null

/** How many waiting applications the dashboard lists (oldest first: the SLA runs out first). */
const REVIEW_QUEUE_SIZE = 10

export default class DashboardController {
  async index({ inertia, auth }: HttpContext) {
    const user = auth.user!
    // SPEC §2.9: what each role sees fits the role. Decisions on applications
    // belong to the Subscriptions section; tickets and consultancy to theirs.
    const reviews = access.canOpen(user, 'subscriptions')
    const [stats, queue, waiting] = await Promise.all([
      dashboardStats.get(),
      Subscription.query()
        .where('status', SubscriptionStatus.PENDING_REVIEW)
        .preload('user')
        .preload('plan')
        .preload('price')
        .orderBy('applied_at', 'asc')
        .orderBy('id', 'asc')
        .limit(REVIEW_QUEUE_SIZE),
      Subscription.query().where('status', SubscriptionStatus.PENDING_REVIEW).count('* as total'),
    ])
    const calendar = await businessCalendar()
    // Service promises kept in the open (DESIGN §11): due today, overdue, and this month's record.
    const promises = await promiseBoard(clock.now())
    return inertia.render('Admin/Dashboard', {
      stats: DashboardStatsTransformer.transform(stats),
      // Every dashboard role sees the queue; only those who may decide get the buttons.
      reviewQueue: {
        rows: queue.map((row) => new ReviewQueueTransformer(row, calendar).toObject()),
        total: Number(waiting[0]?.$extras.total ?? 0),
      },
      can: { review: reviews },
      promises: PromiseBoardTransformer.transform(promises),
      // Paths from the registry: the sections' routes are registered by their own screens.
      links: {
        subscriptions: pathFor(user, 'subscriptions'),
        tickets: pathFor(user, 'tickets'),
        consultancy: pathFor(user, 'consultancy_requests'),
        transactions: pathFor(user, 'transactions'),
      },
    })
  }
}
