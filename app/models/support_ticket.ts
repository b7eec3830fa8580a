import { DateTime } from 'luxon'
import { beforeSave, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withOptionalUser } from '#models/concerns/owners'
import User from '#models/user'
import SupportTicketEvent from '#models/support_ticket_event'
import { SupportTicketStatus } from '#enums/content'

export default class SupportTicket extends compose(
  TimestampedRow,
  withOptionalUser(() => User)
) {
  static table = 'support_tickets'

  @column()
  declare name: string

  @column()
  declare email: string

  @column()
  declare membershipNumber: string | null

  @column()
  declare category: string

  @column()
  declare message: string

  @column()
  declare status: SupportTicketStatus

  /** Status changes and replies, oldest first when loaded for the history. */
  @hasMany(() => SupportTicketEvent)
  declare events: HasMany<typeof SupportTicketEvent>

  @column.dateTime()
  declare resolvedAt: DateTime | null

  /** resolved_at follows the status: set on completion, cleared on reopening. */
  @beforeSave()
  static trackResolution(ticket: SupportTicket) {
    if (!ticket.status) ticket.status = SupportTicketStatus.PENDING
    if (ticket.$dirty.status === undefined) return
    if (ticket.status === SupportTicketStatus.COMPLETED) {
      ticket.resolvedAt = ticket.resolvedAt ?? DateTime.now()
    } else {
      ticket.resolvedAt = null
    }
  }
}
