import { DateTime } from 'luxon'
import { belongsTo, column, hasMany, hasOne } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import { BillingPeriod, type SubscriptionStatus } from '#enums/billing'
import { toBoolean } from '#support/columns'
import User from '#models/user'
import Plan from '#models/plan'
import Price from '#models/price'
import Partner from '#models/partner'
import Dependant from '#models/dependant'
import Invoice from '#models/invoice'
import PlanAgreement from '#models/plan_agreement'
import Matter from '#models/matter'
import EntitlementUsage from '#models/entitlement_usage'

/** A membership (DESIGN §3). Status changes go through SubscriptionLifecycle. */
export default class Subscription extends TimestampedRow {
  @column()
  declare userId: number

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare planId: number

  @belongsTo(() => Plan)
  declare plan: BelongsTo<typeof Plan>

  @column()
  declare priceId: number

  @belongsTo(() => Price)
  declare price: BelongsTo<typeof Price>

  @column()
  declare membershipNumber: string

  @column()
  declare status: SubscriptionStatus

  @column({ consume: toBoolean })
  declare customCreated: boolean

  @column.dateTime()
  declare appliedAt: DateTime

  @column.dateTime()
  declare startedAt: DateTime | null

  @column.dateTime()
  declare currentPeriodStart: DateTime | null

  @column.dateTime()
  declare currentPeriodEnd: DateTime | null

  @column.dateTime()
  declare cancelRequestedAt: DateTime | null

  @column.dateTime()
  declare cancelEffectiveAt: DateTime | null

  @column()
  declare cancellationReason: string | null

  /** How the written request arrived (written | email) and its text (SPEC §1). */
  @column()
  declare cancellationChannel: string | null

  @column()
  declare cancellationText: string | null

  @column.dateTime()
  declare cancelledAt: DateTime | null

  @column.dateTime()
  declare suspendedAt: DateTime | null

  @column()
  declare rejectionReason: string | null

  @column({ consume: toBoolean })
  declare declaredIncarcerated: boolean

  @column()
  declare gatewayCustomerId: string | null

  @column()
  declare gatewayScheduleId: string | null

  /** The period end an annual member was last reminded about (the reminder goes once). */
  @column.dateTime()
  declare renewalReminderSentFor: DateTime | null

  /** A plan change waiting for its renewal date (Settings › Subscriptions, 30 days' notice). */
  @column()
  declare scheduledPriceId: number | null

  @belongsTo(() => Price, { foreignKey: 'scheduledPriceId' })
  declare scheduledPrice: BelongsTo<typeof Price>

  @column.dateTime()
  declare scheduledChangeAt: DateTime | null

  @column.dateTime()
  declare scheduledChangeRequestedAt: DateTime | null

  @hasOne(() => Partner)
  declare partner: HasOne<typeof Partner>

  @hasMany(() => Dependant)
  declare dependants: HasMany<typeof Dependant>

  @hasMany(() => Invoice)
  declare invoices: HasMany<typeof Invoice>

  @hasMany(() => PlanAgreement)
  declare agreements: HasMany<typeof PlanAgreement>

  @hasMany(() => Matter)
  declare matters: HasMany<typeof Matter>

  @hasMany(() => EntitlementUsage)
  declare usages: HasMany<typeof EntitlementUsage>

  async isAnnual(): Promise<boolean> {
    const price = this.$preloaded.price ? this.price : await Price.findOrFail(this.priceId)
    return price.billingPeriod === BillingPeriod.YEAR
  }
}
