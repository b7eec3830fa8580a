import type { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import User from '#models/user'
import type { ScheduledMailStatus } from '#enums/content'

/**
 * What a mailing and a push campaign both are (services/marketing/queued_sends.ts):
 * a send staff schedule, queued until due, claimed by one worker, counted and
 * closed; or cancelled while still queued.
 */
export class QueuedSendRow extends TimestampedRow {
  /** The plan slug, status, nationality, role slug or address the audience needs. */
  @column()
  declare segmentValue: string | null

  @column.dateTime()
  declare scheduledAt: DateTime

  @column()
  declare status: ScheduledMailStatus

  @column()
  declare failedCount: number

  @column()
  declare failureReason: string | null

  @column()
  declare createdBy: number | null

  @belongsTo(() => User, { foreignKey: 'createdBy' })
  declare creator: BelongsTo<typeof User>

  @column.dateTime()
  declare startedAt: DateTime | null

  @column.dateTime()
  declare finishedAt: DateTime | null

  @column.dateTime()
  declare cancelledAt: DateTime | null
}
