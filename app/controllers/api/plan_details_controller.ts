import type { HttpContext } from '@adonisjs/core/http'
import Plan from '#models/plan'
import { localized } from '#support/localized'
import { planBySlug, toDetailView } from '#controllers/marketing/plan_props'

/**
 * The accordion sections of the plan-details modal (SPEC §2.6), in the
 * request's language. Loaded when the modal opens, so pages stay light.
 */
export default class PlanDetailsController {
  async show({ params, response, i18n }: HttpContext) {
    const plan = await Plan.query()
      .where('slug', String(params.slug))
      .where('is_active', true)
      .preload('detailItems', (items) => items.orderBy('position').orderBy('id'))
      .first()
    if (!plan) {
      return response.notFound({ message: 'Unknown plan' })
    }
    // The modal's calls to action add these prices to the cart (issue 10).
    const { monthly, annual } = await planBySlug(plan.slug, i18n.locale)
    return response.ok({
      id: plan.id,
      slug: plan.slug,
      monthly,
      annual,
      name: localized(plan.name, plan.nameTh, i18n.locale),
      items: plan.detailItems.map((item) => toDetailView(item, i18n.locale)),
    })
  }
}
