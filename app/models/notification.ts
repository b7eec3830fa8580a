import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import { jsonColumn } from '#support/columns'

/** A push notification; without a user it is a broadcast. */
export default class Notification extends BaseModel {
  static table = 'notifications'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare title: string

  @column()
  declare body: string

  @column(jsonColumn)
  declare data: Record<string, unknown> | null

  @column.dateTime()
  declare sentAt: DateTime | null

  @column.dateTime()
  declare readAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  get isBroadcast(): boolean {
    return this.userId === null
  }

  /** What one user sees: their own notifications and the broadcasts. */
  static visibleTo = scope((query, userId: number) => {
    query.where((q) => q.where('user_id', userId).orWhereNull('user_id'))
  })
}
