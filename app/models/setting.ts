import { column } from '@adonisjs/lucid/orm'
import { TimestampedRow } from '#models/concerns/rows'
import { jsonColumn } from '#support/columns'

/**
 * Key/value settings that staff and operators change at run time (site name,
 * contact channels, maintenance mode...). Values are JSON.
 */
export default class Setting extends TimestampedRow {
  @column()
  declare key: string

  @column(jsonColumn)
  declare value: unknown
}
