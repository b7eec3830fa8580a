import { column } from '@adonisjs/lucid/orm'
import { CreatedRow } from '#models/concerns/rows'

/** One choice a signed-in member made in the cookie banner (PDPA, DESIGN §10). */
export default class ConsentRecord extends CreatedRow {
  static table = 'consent_records'

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
}
