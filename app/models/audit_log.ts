import { column } from '@adonisjs/lucid/orm'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { compose } from '@adonisjs/core/helpers'
import logger from '@adonisjs/core/services/logger'
import { CreatedRow } from '#models/concerns/rows'
import { withOptionalUser } from '#models/concerns/owners'
import User from '#models/user'
import { jsonColumn } from '#support/columns'
import { auditRowWritten } from '#services/platform/audit_filter_values'

/**
 * Who did what to which record (the user is the actor; none for the system).
 * Append-only, so it has no updated_at.
 */
export default class AuditLog extends compose(
  CreatedRow,
  withOptionalUser(() => User)
) {
  static table = 'audit_logs'

  @column()
  declare action: string

  @column()
  declare subjectType: string | null

  @column()
  declare subjectId: string | null

  @column(jsonColumn)
  declare changes: Record<string, unknown> | null

  @column()
  declare ip: string | null

  /** Records one action on a model row, e.g. record('ticket.status_changed', { subject: ticket }). */
  static async record(
    action: string,
    options: {
      actor?: User | null
      subject?: LucidRow | null
      changes?: Record<string, unknown> | null
      ip?: string | null
      client?: TransactionClientContract
    } = {}
  ) {
    const subject = options.subject
    const row = await this.create(
      {
        action,
        userId: options.actor?.id ?? null,
        subjectType: subject ? subject.constructor.name : null,
        subjectId: subject ? String(subject.$primaryKeyValue) : null,
        changes: options.changes ?? null,
        ip: options.ip ?? null,
      },
      { client: options.client }
    )
    // Users History's filter menus learn of a new value once the row is there to read.
    // A cache that cannot be reached costs the menus their freshness (a minute at most), not the write.
    const written = () =>
      auditRowWritten(row).catch((error) =>
        logger.warn({ err: error }, 'Users History filter menus not refreshed')
      )
    if (options.client?.isTransaction) options.client.after('commit', written)
    else await written()
    return row
  }
}
