import type { HttpContext } from '@adonisjs/core/http'
import { activePlans, activeServices, latestReviews } from '#controllers/marketing/plan_props'

export default class HomeController {
  /** SPEC §2.2 home: plans with their prices, services and published reviews from the database. */
  async show({ inertia, i18n }: HttpContext) {
    const [plans, reviews, services] = await Promise.all([
      activePlans(i18n.locale),
      latestReviews(i18n.locale, 6),
      activeServices(i18n.locale),
    ])
    return inertia.render('Marketing/Home', { plans, reviews, services })
  }
}
