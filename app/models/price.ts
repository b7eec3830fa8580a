import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { BillingPeriod } from '#enums/billing'
import { toBoolean } from '#support/columns'
import Plan from '#models/plan'
import Subscription from '#models/subscription'

export default class Price extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
