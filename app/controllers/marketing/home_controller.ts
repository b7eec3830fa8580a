import type { HttpContext } from '@adonisjs/core/http'
import { activePlans, latestReviews } from '#controllers/marketing/plan_props'

export default class HomeController {
  /** SPEC §2.2 home: plans with their prices and published reviews from the database. */
  async show({ inertia, i18n }: HttpContext) {
    const [plans, reviews] = await Promise.all([activePlans(i18n.locale), latestReviews(6)])
    return inertia.render('Marketing/Home', { plans, reviews })
  }
}
