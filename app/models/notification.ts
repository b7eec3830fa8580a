import { DateTime } from 'luxon'
import { column, scope } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withOptionalUser } from '#models/concerns/owners'
import User from '#models/user'
import { jsonColumn } from '#support/columns'

/** A push notification; without a user it is a broadcast. */
export default class Notification extends compose(
  TimestampedRow,
  withOptionalUser(() => User)
) {
  static table = 'notifications'

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

  get isBroadcast(): boolean {
    return this.userId === null
  }

  /** What one user sees: their own notifications and the broadcasts. */
  static visibleTo = scope((query, userId: number) => {
    query.where((q) => q.where('user_id', userId).orWhereNull('user_id'))
  })
}
