import type { HttpContext } from '@adonisjs/core/http'
import Plan from '#models/plan'

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
    const thai = i18n.locale === 'th'
    return response.ok({
      slug: plan.slug,
      name: thai && plan.nameTh ? plan.nameTh : plan.name,
      items: plan.detailItems.map((item) => ({
        id: item.id,
        question: thai && item.questionTh ? item.questionTh : item.question,
        description: thai && item.descriptionTh ? item.descriptionTh : item.description,
        answers: item.answers ?? [],
      })),
    })
  }
}
