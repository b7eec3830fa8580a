import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { DeskKind, PromiseUnit } from '#enums/desk'

/**
 * A response time staff promise for one kind of member request (DESIGN
 * §11): `amount` business hours or business days, or at once.
 */
export default class ServicePromise extends BaseModel {
  static table = 'service_promises'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare kind: DeskKind

  @column()
  declare unit: PromiseUnit

  @column()
  declare amount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
