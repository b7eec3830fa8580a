import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import type { BillingPeriod } from '#enums/billing'
import { toBoolean } from '#support/columns'
import Plan from '#models/plan'
import Subscription from '#models/subscription'

export default class Price extends TimestampedRow {
  @column()
  declare planId: number

  @belongsTo(() => Plan)
  declare plan: BelongsTo<typeof Plan>

  /** The memberships sold at this price (they keep it when a new price goes on sale). */
  @hasMany(() => Subscription)
  declare subscriptions: HasMany<typeof Subscription>

  @column()
  declare billingPeriod: BillingPeriod

  /** Amount charged per period, VAT included, in satang. */
  @column()
  declare amountSatang: number

  @column({ consume: toBoolean })
  declare isActive: boolean

  /** What can be bought: the active prices of active plans, plan preloaded, by plan then period. */
  static onSale() {
    return Price.query()
      .where('is_active', true)
      .whereHas('plan', (plan) => plan.where('is_active', true))
      .preload('plan')
      .orderBy('plan_id')
      .orderBy('billing_period')
  }
}
