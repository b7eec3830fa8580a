import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { TimestampedRow } from '#models/concerns/rows'

export const DataExportStatus = {
  PENDING: 'pending',
  READY: 'ready',
  FAILED: 'failed',
  EXPIRED: 'expired',
} as const
export type DataExportStatus = (typeof DataExportStatus)[keyof typeof DataExportStatus]

/** A PDPA data export of one member (database/migrations/4322_create_data_exports_table.ts). */
export default class DataExport extends TimestampedRow {
  @column()
  declare userId: number

  @column()
  declare status: DataExportStatus

  /** The ZIP's name inside the private exports folder (random, never shown in a URL). */
  @column({ serializeAs: null })
  declare fileName: string | null

  @column()
  declare sizeBytes: number | null

  @column.dateTime()
  declare requestedAt: DateTime

  @column.dateTime()
  declare readyAt: DateTime | null

  @column.dateTime()
  declare expiresAt: DateTime | null

  @column.dateTime()
  declare downloadedAt: DateTime | null
}
