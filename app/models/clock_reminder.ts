import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { CreatedRow } from '#models/concerns/rows'

/** A reminder sent for one item's deadline and threshold (never sent twice). */
export default class ClockReminder extends CreatedRow {
  static table = 'clock_reminders'

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
}
