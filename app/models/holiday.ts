import { column } from '@adonisjs/lucid/orm'
import { TimestampedRow } from '#models/concerns/rows'

/** A public holiday: no business hours are counted on its Bangkok date (DESIGN §11). */
export default class Holiday extends TimestampedRow {
  static table = 'holidays'

  /** The Bangkok calendar day, yyyy-mm-dd. */
  @column()
  declare date: string

  @column()
  declare nameEn: string

  @column()
  declare nameTh: string
}
