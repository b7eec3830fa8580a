import { BaseTransformer } from '@adonisjs/core/transformers'
import type Price from '#models/price'

/** A price of a plan as Manage Plan Details lists it (SPEC §2.9), with its memberships counted (`withCount`). */
export default class PriceRowTransformer extends BaseTransformer<Price> {
  toObject() {
    const price = this.resource
    return {
      id: price.id,
      billingPeriod: price.billingPeriod,
      amountSatang: price.amountSatang,
      isActive: price.isActive,
      memberships: Number(price.$extras.subscriptions_count ?? 0),
      createdAt: price.createdAt.toISO()!,
    }
  }
}
