import type { HttpContext } from '@adonisjs/core/http'
import Plan from '#models/plan'
import { PlanSection, type PlanSlug } from '#enums/billing'
import { recentPrices } from '#services/content/plan_content_admin'
import PlanTransformer from '#transformers/plan_transformer'
import PriceRowTransformer from '#transformers/price_row_transformer'
import { planDetailsLists } from '#lists/plan_details_list'

/**
 * SPEC §2.9 Manage Plan Details › Personal Plan / Business Plan: the page of
 * one plan (its copy, prices and the list of detail items). One subclass per
 * plan says which.
 */
export default abstract class PlanDetailsListController {
  abstract readonly slug: PlanSlug

  async index(ctx: HttpContext) {
    const plan = await Plan.query().where('slug', this.slug).firstOrFail()
    return ctx.inertia.render('Admin/PlanDetails', {
      section: PlanSection[this.slug],
      plan: { id: plan.id, slug: plan.slug, name: plan.name },
      copy: new PlanTransformer(plan).toCopyForm(),
      prices: PriceRowTransformer.transform(await recentPrices(plan)),
      list: await planDetailsLists[this.slug].page(ctx),
    })
  }
}
