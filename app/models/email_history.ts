import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withOptionalUser } from '#models/concerns/owners'
import User from '#models/user'
import MailTemplate from '#models/mail_template'
import type { EmailHistoryStatus } from '#enums/content'

/** One email the application sent or failed to send. */
export default class EmailHistory extends compose(
  TimestampedRow,
  withOptionalUser(() => User)
) {
  static table = 'email_histories'

  @column()
  declare toEmail: string

  @column()
  declare subject: string

  @column()
  declare mailTemplateId: number | null

  @belongsTo(() => MailTemplate)
  declare mailTemplate: BelongsTo<typeof MailTemplate>

  @column()
  declare status: EmailHistoryStatus

  @column()
  declare error: string | null

  @column.dateTime()
  declare sentAt: DateTime | null

  /** The template key or Edge view the message came from. */
  @column()
  declare template: string | null

  /** The HTML (or text) body as sent. */
  @column()
  declare body: string | null

  @column()
  declare mailer: string | null

  @column()
  declare messageId: string | null

  /** The bulk mailing this message belongs to, if any. */
  @column()
  declare scheduledMailId: number | null

  /** The key of the mail job that sends this message (shared by its recipients' rows). */
  @column()
  declare mailKey: string | null

  /** Delivery attempts the mail job made. */
  @column()
  declare attempts: number

  /** The rendered message as queued (JSON), kept so that a failed mail can be sent again. */
  @column({ serializeAs: null })
  declare payload: string | null
}
