import type { HttpContext } from '@adonisjs/core/http'
import { activePlans } from '#services/content/site_catalog'
import PlanTransformer from '#transformers/plan_transformer'

/** The two pages that present both plans side by side. */
export default class PlansController {
  /** SPEC §2.2 get started: choose a plan, monthly and annual prices. */
  async choose({ inertia, i18n }: HttpContext) {
    const plans = await activePlans()
    return inertia.render('Marketing/GetStarted', {
      plans: PlanTransformer.transform(plans, i18n.locale),
    })
  }

  /** SPEC §2.2 view plans: comparison with the plan-detail items. */
  async compare({ inertia, i18n }: HttpContext) {
    const plans = await activePlans({ withDetails: true })
    return inertia.render('Marketing/ViewPlans', {
      plans: PlanTransformer.transform(plans, i18n.locale),
    })
  }
}
