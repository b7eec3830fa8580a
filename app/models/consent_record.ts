import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One choice a signed-in member made in the cookie banner (PDPA, DESIGN §10). */
export default class ConsentRecord extends BaseModel {
  static table = 'consent_records'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare version: string

  @column({ consume: (value) => Boolean(value) })
  declare analytics: boolean

  @column({ consume: (value) => Boolean(value) })
  declare marketing: boolean

  @column()
  declare ip: string | null

  @column()
  declare userAgent: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
