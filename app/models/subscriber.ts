import { DateTime } from 'luxon'
import { BaseModel, beforeSave, column, scope } from '@adonisjs/lucid/orm'

/** A newsletter subscriber. */
export default class Subscriber extends BaseModel {
  static table = 'subscribers'

  @column({ isPrimary: true })
  declare id: number

  /** Stored lower-cased: the unique index is then case-insensitive. */
  @column()
  declare email: string

  @column()
  declare locale: string

  @column.dateTime()
  declare confirmedAt: DateTime | null

  @column.dateTime()
  declare unsubscribedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @beforeSave()
  static normalizeEmail(subscriber: Subscriber) {
    if (subscriber.$dirty.email) subscriber.email = subscriber.email.trim().toLowerCase()
    if (!subscriber.locale) subscriber.locale = 'en'
  }

  /** Who a newsletter goes to: confirmed and not unsubscribed. */
  static receiving = scope((query) => {
    query.whereNotNull('confirmed_at').whereNull('unsubscribed_at')
  })
}
