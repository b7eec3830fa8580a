import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A reminder sent for one item's deadline and threshold (never sent twice). */
export default class ClockReminder extends BaseModel {
  static table = 'clock_reminders'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare itemType: string

  @column()
  declare itemId: number

  @column()
  declare threshold: string

  @column.dateTime()
  declare dueAt: DateTime

  @column()
  declare recipients: number

  @column()
  declare claim: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
