import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/**
 * What every table of ours opens with: a numeric id and when the row was
 * written. Append-only tables (logs, events, tokens used once) stop here.
 * Lucid copies these column definitions into each model that extends it.
 */
export class CreatedRow extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}

/** A row that is also changed later: when it last was. */
export class TimestampedRow extends CreatedRow {
  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
