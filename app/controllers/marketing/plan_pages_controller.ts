import type { HttpContext } from '@adonisjs/core/http'
import type { PlanSlug } from '#enums/billing'
import { planBySlug, planFaqs } from '#services/content/site_catalog'
import PlanTransformer from '#transformers/plan_transformer'
import FaqEntryTransformer from '#transformers/faq_entry_transformer'

/**
 * The five pages each plan has (SPEC §2.2): details, coverage and pricing,
 * why choose, how it works, FAQ. One subclass per plan says which.
 */
export default abstract class PlanPagesController {
  protected abstract slug: PlanSlug

  async details(ctx: HttpContext) {
    return ctx.inertia.render('Marketing/Plan/Details', { plan: await this.plan(ctx) })
  }

  async coverage(ctx: HttpContext) {
    return ctx.inertia.render('Marketing/Plan/Coverage', { plan: await this.plan(ctx) })
  }

  async why(ctx: HttpContext) {
    return ctx.inertia.render('Marketing/Plan/Why', { plan: await this.plan(ctx) })
  }

  async how(ctx: HttpContext) {
    return ctx.inertia.render('Marketing/Plan/How', { plan: await this.plan(ctx) })
  }

  async faq(ctx: HttpContext) {
    const [plan, faqs] = await Promise.all([this.plan(ctx), planFaqs(this.slug)])
    return ctx.inertia.render('Marketing/Plan/Faq', {
      plan,
      faqs: FaqEntryTransformer.transform(faqs, ctx.i18n.locale),
    })
  }

  /** This page's plan in the visitor's language. */
  protected async plan({ i18n }: HttpContext) {
    return PlanTransformer.transform(await planBySlug(this.slug), i18n.locale)
  }
}
