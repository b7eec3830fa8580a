import type { HttpContext } from '@adonisjs/core/http'
import Plan from '#models/plan'
import { localized } from '#support/localized'
import { planBySlug } from '#controllers/marketing/plan_props'

/**
 * The accordion sections of the plan-details modal (SPEC §2.6), in the
 * request's language. Loaded when the modal opens, so pages stay light.
 */
export default class PlanDetailsController {
  async show({ params, response, i18n }: HttpContext) {
    const plan = await Plan.query()
      .where('slug', String(params.slug))
      .where('is_active', true)
      .preload('detailItems', (items) => items.orderBy('position'))
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
      items: plan.detailItems.map((item) => ({
        id: item.id,
        question: localized(item.question, item.questionTh, i18n.locale),
        description: localized(item.description, item.descriptionTh, i18n.locale),
        answers: item.answers ?? [],
      })),
    })
  }
}
