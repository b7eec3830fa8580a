import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import User from '#models/user'
import type { MailAudience, ScheduledMailStatus } from '#enums/content'

/** An FCM push: to a segment of members' devices or to a topic, now or later. */
export default class PushCampaign extends TimestampedRow {
  static table = 'push_campaigns'

  @column()
  declare title: string

  @column()
  declare body: string

  @column()
  declare link: string | null

  @column()
  declare target: 'segment' | 'topic'

  @column()
  declare audience: MailAudience | null

  @column()
  declare segmentValue: string | null

  @column()
  declare topic: string | null

  @column.dateTime()
  declare scheduledAt: DateTime

  @column()
  declare status: ScheduledMailStatus

  @column()
  declare tokenCount: number

  @column()
  declare deliveredCount: number

  @column()
  declare failedCount: number

  /** Tokens FCM reported unregistered, removed during this send. */
  @column()
  declare prunedCount: number

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
