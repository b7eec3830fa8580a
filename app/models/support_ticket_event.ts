import { column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { CreatedRow } from '#models/concerns/rows'
import { withOptionalUser } from '#models/concerns/owners'
import User from '#models/user'

export const TicketEventKind = { STATUS: 'status', REPLY: 'reply' } as const
export type TicketEventKind = (typeof TicketEventKind)[keyof typeof TicketEventKind]

/**
 * One step of a support ticket's history: a status change or a reply by
 * email; its user is the staff member who acted.
 */
export default class SupportTicketEvent extends compose(
  CreatedRow,
  withOptionalUser(() => User)
) {
  static table = 'support_ticket_events'

  @column()
  declare supportTicketId: number

  @column()
  declare kind: TicketEventKind

  @column()
  declare fromStatus: string | null

  @column()
  declare toStatus: string | null

  @column()
  declare subject: string | null

  @column()
  declare body: string | null
}
