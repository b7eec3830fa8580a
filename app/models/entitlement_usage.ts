import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import type { EntitlementKind } from '#enums/billing'
import { toBoolean } from '#support/columns'
import Subscription from '#models/subscription'
import User from '#models/user'
import Invoice from '#models/invoice'
import Matter from '#models/matter'

/**
 * One use of a plan entitlement (a letter, a reviewed document…): an entry
 * of a matter's service log. An extra service (beyond the plan) carries its
 * reason and price and does not count against the limits; a correction is
 * a new entry with the opposite quantity that names the entry it reverses.
 */
export default class EntitlementUsage extends TimestampedRow {
  @column()
  declare subscriptionId: number

  @belongsTo(() => Subscription)
  declare subscription: BelongsTo<typeof Subscription>

  @column()
  declare matterId: number | null

  @belongsTo(() => Matter)
  declare matter: BelongsTo<typeof Matter>

  @column()
  declare kind: EntitlementKind

  @column()
  declare quantity: number

  @column()
  declare pages: number | null

  @column()
  declare minutes: number | null

  @column.dateTime()
  declare usedAt: DateTime

  @column()
  declare note: string | null

  @column()
  declare recordedById: number | null

  @belongsTo(() => User, { foreignKey: 'recordedById' })
  declare recordedBy: BelongsTo<typeof User>

  /** Who of the membership used the service: the member or their partner (DESIGN §11). */
  @column()
  declare usedById: number | null

  @belongsTo(() => User, { foreignKey: 'usedById' })
  declare usedBy: BelongsTo<typeof User>

  @column({ consume: toBoolean })
  declare extra: boolean

  @column()
  declare extraReason: string | null

  @column()
  declare priceSatang: number | null

  @column()
  declare invoiceId: number | null

  @belongsTo(() => Invoice)
  declare invoice: BelongsTo<typeof Invoice>

  @column()
  declare reversesId: number | null

  @column()
  declare reversalReason: string | null

  /** The member's request it was spent on (Settings › My requests), if any. */
  @column()
  declare memberRequestId: number | null
}
