import type { HttpContext } from '@adonisjs/core/http'
import Plan from '#models/plan'
import PlanTransformer from '#transformers/plan_transformer'
import PlanDetailItemTransformer from '#transformers/plan_detail_item_transformer'
import { BillingPeriod } from '#enums/billing'

/**
 * The accordion sections of the plan-details modal (SPEC §2.6), in the
 * request's language. Loaded when the modal opens, so pages stay light.
 */
export default class PlanDetailsController {
  async show({ params, response, i18n }: HttpContext) {
    const plan = await Plan.query()
      .where('slug', String(params.slug))
      .where('is_active', true)
      .preload('prices', (prices) => prices.where('is_active', true))
      .preload('detailItems', (items) => items.orderBy('position').orderBy('id'))
      .first()
    if (!plan) {
      return response.notFound({ message: 'Unknown plan' })
    }
    // The modal's calls to action add these prices to the cart.
    const shown = new PlanTransformer(plan, i18n.locale)
    return response.ok({
      id: plan.id,
      slug: plan.slug,
      monthly: shown.offer(BillingPeriod.MONTH),
      annual: shown.offer(BillingPeriod.YEAR),
      name: shown.toObject().name,
      items: plan.detailItems.map((item) =>
        new PlanDetailItemTransformer(item, i18n.locale).toObject()
      ),
    })
  }
}
