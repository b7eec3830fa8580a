import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { QueuedSendRow } from '#models/concerns/queued_send'
import MailTemplate from '#models/mail_template'
import type { MailAudience } from '#enums/content'

/** A bulk mailing of one template to an audience at a given time. */
export default class ScheduledMail extends QueuedSendRow {
  static table = 'scheduled_mails'

  @column()
  declare mailTemplateId: number

  @belongsTo(() => MailTemplate)
  declare mailTemplate: BelongsTo<typeof MailTemplate>

  @column()
  declare audience: MailAudience

  @column()
  declare sentCount: number

  /** `template` (Send template Mail) or `event` (Event Announcements). */
  @column()
  declare kind: 'template' | 'event'

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

  /** Recipients left out because they unsubscribed after the count. */
  @column()
  declare skippedCount: number
}
