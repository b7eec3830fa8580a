import type { HttpContext } from '@adonisjs/core/http'
import type { PlanSlug } from '#enums/billing'
import { planBySlug, planFaqs } from '#controllers/marketing/plan_props'

/**
 * The five pages each plan has (SPEC §2.2): details, coverage and pricing,
 * why choose, how it works, FAQ. One subclass per plan says which.
 */
export default abstract class PlanPagesController {
  protected abstract slug: PlanSlug

  async details({ inertia, i18n }: HttpContext) {
    return inertia.render('Marketing/Plan/Details', {
      plan: await planBySlug(this.slug, i18n.locale),
    })
  }

  async coverage({ inertia, i18n }: HttpContext) {
    return inertia.render('Marketing/Plan/Coverage', {
      plan: await planBySlug(this.slug, i18n.locale),
    })
  }

  async why({ inertia, i18n }: HttpContext) {
    return inertia.render('Marketing/Plan/Why', {
      plan: await planBySlug(this.slug, i18n.locale),
    })
  }

  async how({ inertia, i18n }: HttpContext) {
    return inertia.render('Marketing/Plan/How', {
      plan: await planBySlug(this.slug, i18n.locale),
    })
  }

  async faq({ inertia, i18n }: HttpContext) {
    const [plan, faqs] = await Promise.all([
      planBySlug(this.slug, i18n.locale),
      planFaqs(this.slug, i18n.locale),
    ])
    return inertia.render('Marketing/Plan/Faq', { plan, faqs })
  }
}
