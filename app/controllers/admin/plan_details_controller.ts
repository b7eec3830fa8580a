import type { HttpContext } from '@adonisjs/core/http'
import Plan from '#models/plan'
import PlanDetailItem from '#models/plan_detail_item'
import PlanContentAdmin from '#services/content/plan_content_admin'
import { PlanSection, type PlanSlug } from '#enums/billing'
import { scopedMessages } from '#validators/admin_money'
import {
  detailItemValidator,
  moveValidator,
  planCopyValidator,
  planPriceValidator,
} from '#validators/admin_plans'
import PlanDetailItemTransformer from '#transformers/plan_detail_item_transformer'
import { staffWrite } from '#support/staff_write'

/**
 * SPEC §2.9 Manage Plan Details › Personal Plan / Business Plan: the writes
 * on marketing copy, prices and the plan-details accordion, in English and
 * Thai (the page itself is PlanDetailsListController's). One subclass per
 * plan says which.
 */
export default abstract class PlanDetailsController {
  abstract readonly slug: PlanSlug

  private plans = new PlanContentAdmin()

  protected get section(): PlanSection {
    return PlanSection[this.slug]
  }

  async updateCopy(ctx: HttpContext) {
    const plan = await this.#plan()
    const input = await ctx.request.validateUsing(planCopyValidator, {
      messagesProvider: scopedMessages(ctx.i18n, 'admin_plans'),
    })
    const copy = { description: input.description, description_th: input.description_th ?? null }
    const changed = await this.plans.updateCopy(plan, copy, staffWrite(ctx))
    return changed ? this.#done(ctx, 'copy_saved') : this.#done(ctx, 'unchanged', 'info')
  }

  async storePrice(ctx: HttpContext) {
    const plan = await this.#plan()
    const input = await ctx.request.validateUsing(planPriceValidator, {
      messagesProvider: scopedMessages(ctx.i18n, 'admin_plans'),
    })
    const price = await this.plans.changePrice(
      plan,
      input.billing_period,
      input.amount_satang,
      staffWrite(ctx)
    )
    return price ? this.#done(ctx, 'price_saved') : this.#done(ctx, 'price_unchanged', 'info')
  }

  async createItem({ inertia }: HttpContext) {
    const plan = await this.#plan()
    return inertia.render('Admin/PlanDetailForm', {
      section: this.section,
      plan: { id: plan.id, slug: plan.slug, name: plan.name },
      item: null,
      form: PlanDetailItemTransformer.form(null),
    })
  }

  async storeItem(ctx: HttpContext) {
    const plan = await this.#plan()
    const input = await ctx.request.validateUsing(detailItemValidator, {
      messagesProvider: scopedMessages(ctx.i18n, 'admin_plans'),
    })
    await this.plans.createItem(plan, this.#itemInput(input), staffWrite(ctx))
    return this.#done(ctx, 'item_created')
  }

  async editItem({ params, inertia }: HttpContext) {
    const plan = await this.#plan()
    const item = await this.#item(plan, params.id)
    return inertia.render('Admin/PlanDetailForm', {
      section: this.section,
      plan: { id: plan.id, slug: plan.slug, name: plan.name },
      item: { id: item.id },
      form: PlanDetailItemTransformer.form(item),
    })
  }

  async updateItem(ctx: HttpContext) {
    const plan = await this.#plan()
    const item = await this.#item(plan, ctx.params.id)
    const input = await ctx.request.validateUsing(detailItemValidator, {
      messagesProvider: scopedMessages(ctx.i18n, 'admin_plans'),
    })
    await this.plans.updateItem(item, this.#itemInput(input), staffWrite(ctx))
    return this.#done(ctx, 'item_saved')
  }

  async destroyItem(ctx: HttpContext) {
    const plan = await this.#plan()
    const item = await this.#item(plan, ctx.params.id)
    await this.plans.deleteItem(item, staffWrite(ctx))
    ctx.session.flash('success', ctx.i18n.t('admin_plans.flash.item_deleted'))
    return ctx.response.redirect().withQs().back()
  }

  async moveItem(ctx: HttpContext) {
    const plan = await this.#plan()
    const item = await this.#item(plan, ctx.params.id)
    const { direction } = await ctx.request.validateUsing(moveValidator)
    await this.plans.moveItem(item, direction, staffWrite(ctx))
    return ctx.response.redirect().withQs().back()
  }

  /** Says how it went and goes back to the plan's page. */
  #done(ctx: HttpContext, message: string, level: 'success' | 'info' = 'success') {
    ctx.session.flash(level, ctx.i18n.t(`admin_plans.flash.${message}`))
    return ctx.response.redirect().toRoute(`admin.${this.section}`)
  }

  #plan() {
    return Plan.query().where('slug', this.slug).firstOrFail()
  }

  /** An item of another plan is a 404 here: each section edits its own plan. */
  #item(plan: Plan, id: number) {
    return PlanDetailItem.query().where('plan_id', plan.id).where('id', id).firstOrFail()
  }

  #itemInput(input: Awaited<ReturnType<typeof detailItemValidator.validate>>) {
    return {
      question: input.question,
      question_th: input.question_th ?? null,
      description: input.description ?? null,
      description_th: input.description_th ?? null,
      variants: input.variants,
      variants_th: input.variants_th,
      answers: input.answers,
      answers_th: input.answers_th,
    }
  }
}
