import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import User from '#models/user'
import MailTemplate from '#models/mail_template'
import type { MailAudience, ScheduledMailStatus } from '#enums/content'

/** A bulk mailing of one template to an audience at a given time. */
export default class ScheduledMail extends TimestampedRow {
  static table = 'scheduled_mails'

  @column()
  declare mailTemplateId: number

  @belongsTo(() => MailTemplate)
  declare mailTemplate: BelongsTo<typeof MailTemplate>

  @column()
  declare audience: MailAudience

  @column.dateTime()
  declare scheduledAt: DateTime

  @column()
  declare status: ScheduledMailStatus

  @column()
  declare sentCount: number

  @column()
  declare failureReason: string | null

  @column()
  declare createdBy: number | null

  /** `template` (Send template Mail) or `event` (Event Announcements). */
  @column()
  declare kind: 'template' | 'event'

  /** The plan slug, status, nationality, role slug or address the audience needs. */
  @column()
  declare segmentValue: string | null

  @column()
  declare eventTitle: string | null

  @column.dateTime()
  declare eventStartsAt: DateTime | null

  @column()
  declare eventPlace: string | null

  @column()
  declare eventDetails: string | null

  @column()
  declare totalCount: number

  @column()
  declare failedCount: number

  /** Recipients left out because they unsubscribed after the count. */
  @column()
  declare skippedCount: number

  @column.dateTime()
  declare startedAt: DateTime | null

  @column.dateTime()
  declare finishedAt: DateTime | null

  @column.dateTime()
  declare cancelledAt: DateTime | null

  @belongsTo(() => User, { foreignKey: 'createdBy' })
  declare creator: BelongsTo<typeof User>
}
