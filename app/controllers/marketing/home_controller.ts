import type { HttpContext } from '@adonisjs/core/http'
import { activePlans, activeServices, latestReviews } from '#services/content/site_catalog'
import PlanTransformer from '#transformers/plan_transformer'
import ReviewTransformer from '#transformers/review_transformer'
import ServiceTransformer from '#transformers/service_transformer'

export default class HomeController {
  /** SPEC §2.2 home: plans with their prices, services and published reviews from the database. */
  async show({ inertia, i18n }: HttpContext) {
    const [plans, reviews, services] = await Promise.all([
      activePlans(),
      latestReviews(6),
      activeServices(),
    ])
    return inertia.render('Marketing/Home', {
      plans: PlanTransformer.transform(plans, i18n.locale),
      reviews: ReviewTransformer.transform(reviews, i18n.locale),
      services: ServiceTransformer.transform(services, i18n.locale),
    })
  }
}
