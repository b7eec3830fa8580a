import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { EntitlementKind } from '#enums/billing'
import Subscription from '#models/subscription'

/** One use of a plan entitlement (a letter, a reviewed document…). */
export default class EntitlementUsage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare subscriptionId: number

  @belongsTo(() => Subscription)
  declare subscription: BelongsTo<typeof Subscription>

  @column()
  declare matterId: number | null

  @column()
  declare kind: EntitlementKind

  @column()
  declare quantity: number

  @column()
  declare pages: number | null

  @column.dateTime()
  declare usedAt: DateTime

  @column()
  declare note: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
