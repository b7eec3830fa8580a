import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { InvoiceStatus } from '#enums/billing'
import Subscription from '#models/subscription'
import User from '#models/user'
import Payment from '#models/payment'

export default class Invoice extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare number: string

  @column()
  declare subscriptionId: number

  @belongsTo(() => Subscription)
  declare subscription: BelongsTo<typeof Subscription>

  @column()
  declare userId: number

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column.dateTime()
  declare periodStart: DateTime

  @column.dateTime()
  declare periodEnd: DateTime

  @column()
  declare subtotalSatang: number

  @column()
  declare vatSatang: number

  @column()
  declare totalSatang: number

  @column()
  declare status: InvoiceStatus

  /** Billing name and email as they were when issued (kept after account erasure). */
  @column()
  declare billToName: string

  @column()
  declare billToEmail: string

  @column.dateTime()
  declare issuedAt: DateTime

  @column.dateTime()
  declare dueAt: DateTime | null

  @column.dateTime()
  declare paidAt: DateTime | null

  @column()
  declare attemptCount: number

  @column.dateTime()
  declare nextAttemptAt: DateTime | null

  @hasMany(() => Payment)
  declare payments: HasMany<typeof Payment>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
