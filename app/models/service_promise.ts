import { column } from '@adonisjs/lucid/orm'
import { TimestampedRow } from '#models/concerns/rows'
import type { DeskKind, PromiseUnit } from '#enums/desk'

/**
 * A response time staff promise for one kind of member request (DESIGN
 * §11): `amount` business hours or business days, or at once.
 */
export default class ServicePromise extends TimestampedRow {
  static table = 'service_promises'

  @column()
  declare kind: DeskKind

  @column()
  declare unit: PromiseUnit

  @column()
  declare amount: number
}
