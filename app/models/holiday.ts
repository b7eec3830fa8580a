import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A public holiday: no business hours are counted on its Bangkok date (DESIGN §11). */
export default class Holiday extends BaseModel {
  static table = 'holidays'

  @column({ isPrimary: true })
  declare id: number

  /** The Bangkok calendar day, yyyy-mm-dd. */
  @column()
  declare date: string

  @column()
  declare nameEn: string

  @column()
  declare nameTh: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
