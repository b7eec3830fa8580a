import { beforeSave, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import ScheduledMail from '#models/scheduled_mail'
import { jsonColumn, toBoolean } from '#support/columns'
import { sanitizeRichText } from '#support/rich_text'

/** An editable email, found by its key (welcome, payment_failed...). */
export default class MailTemplate extends TimestampedRow {
  static table = 'mail_templates'

  @column()
  declare key: string

  @column()
  declare name: string

  @column()
  declare subject: string

  /** Rich text with {{placeholders}}, sanitized on save (DESIGN §6). */
  @column()
  declare body: string

  /** Thai version; English is used when empty. */
  @column()
  declare subjectTh: string | null

  @column()
  declare bodyTh: string | null

  /** The placeholders the body may use, e.g. ["name", "plan_name"]. */
  @column(jsonColumn)
  declare variables: string[] | null

  @column({ consume: toBoolean })
  declare isActive: boolean

  @hasMany(() => ScheduledMail)
  declare scheduledMails: HasMany<typeof ScheduledMail>

  @beforeSave()
  static sanitize(template: MailTemplate) {
    if (template.$dirty.body !== undefined) template.body = sanitizeRichText(template.body)
    if (template.$dirty.bodyTh !== undefined && template.bodyTh)
      template.bodyTh = sanitizeRichText(template.bodyTh)
  }
}
