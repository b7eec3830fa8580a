import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

export const TicketEventKind = { STATUS: 'status', REPLY: 'reply' } as const
export type TicketEventKind = (typeof TicketEventKind)[keyof typeof TicketEventKind]

/** One step of a support ticket's history: a status change or a reply by email. */
export default class SupportTicketEvent extends BaseModel {
  static table = 'support_ticket_events'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare supportTicketId: number

  /** The staff member who acted. */
  @column()
  declare userId: number | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
