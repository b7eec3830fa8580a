import { DateTime } from 'luxon'
import { beforeSave, column } from '@adonisjs/lucid/orm'
import { TimestampedRow } from '#models/concerns/rows'

/** A message sent through the public contact form; staff are emailed a copy. */
export default class ContactMessage extends TimestampedRow {
  static table = 'contact_messages'

  @column()
  declare name: string

  @column()
  declare email: string

  @column()
  declare phone: string | null

  @column()
  declare subject: string

  @column()
  declare message: string

  @column()
  declare ip: string | null

  @column()
  declare userAgent: string | null

  @column.dateTime()
  declare handledAt: DateTime | null

  @beforeSave()
  static normalize(message: ContactMessage) {
    if (message.$dirty.email) message.email = message.email.trim().toLowerCase()
    // Headers can be arbitrarily long; the column is not.
    if (message.userAgent) message.userAgent = message.userAgent.slice(0, 500)
  }
}
