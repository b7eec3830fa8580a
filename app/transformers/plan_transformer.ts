import { LocalizedTransformer } from '#transformers/concerns/readers'
import type Plan from '#models/plan'
import { BillingPeriod } from '#enums/billing'
import { localized } from '#support/localized'
import PriceTransformer from '#transformers/price_transformer'
import PlanDetailItemTransformer from '#transformers/plan_detail_item_transformer'

/** A plan as the marketing pages present it (active prices preloaded, detail items when shown). */
export default class PlanTransformer extends LocalizedTransformer<Plan> {
  /** Name, description, the price on sale per period (whole baht) and the detail items. */
  toObject() {
    const plan = this.resource
    return {
      id: plan.id,
      slug: plan.slug,
      name: localized(plan.name, plan.nameTh, this.locale),
      description: localized(plan.description ?? '', plan.descriptionTh, this.locale) || null,
      monthly: this.offer(BillingPeriod.MONTH),
      annual: this.offer(BillingPeriod.YEAR),
      details: (plan.detailItems ?? []).map((item) =>
        new PlanDetailItemTransformer(item, this.locale).toObject()
      ),
    }
  }

  /**
   * The plan-details modal (SPEC §2.6): its accordion items, and the prices
   * its calls to action add to the cart.
   */
  toModal() {
    const plan = this.resource
    return {
      id: plan.id,
      slug: plan.slug,
      monthly: this.offer(BillingPeriod.MONTH),
      annual: this.offer(BillingPeriod.YEAR),
      name: localized(plan.name, plan.nameTh, this.locale),
      items: plan.detailItems.map((item) =>
        new PlanDetailItemTransformer(item, this.locale).toObject()
      ),
    }
  }

  /** The plan's own copy on Manage Plan Details (validator field names). */
  toCopyForm() {
    return {
      description: this.resource.description ?? '',
      description_th: this.resource.descriptionTh ?? '',
    }
  }

  /** The newest active price of the period is the one on sale. */
  offer(period: BillingPeriod) {
    const price = (this.resource.prices ?? [])
      .filter((row) => row.billingPeriod === period)
      .sort((a, b) => b.id - a.id)[0]
    return price ? new PriceTransformer(price, this.locale).toOffer() : null
  }
}
