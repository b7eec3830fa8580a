import type { HttpContext } from '@adonisjs/core/http'
import PlanTransformer from '#transformers/plan_transformer'
import { findPlanBySlug } from '#services/content/site_catalog'

/**
 * The accordion sections of the plan-details modal (SPEC §2.6), in the
 * request's language. Loaded when the modal opens, so pages stay light.
 */
export default class PlanDetailsController {
  async show({ params, response, i18n }: HttpContext) {
    const plan = await findPlanBySlug(String(params.slug))
    if (!plan) return response.notFound({ message: 'Unknown plan' })
    return response.ok(new PlanTransformer(plan, i18n.locale).toModal())
  }
}
