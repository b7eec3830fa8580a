import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withOptionalUser } from '#models/concerns/owners'
import Lead from '#models/lead'
import User from '#models/user'
import type { ChatConversationStatus } from '#enums/content'

/** A GPT Chatroom conversation: with the assistant, handed off, taken over by staff, or closed. */
export default class ChatConversation extends compose(
  TimestampedRow,
  withOptionalUser(() => User)
) {
  static table = 'chat_conversations'

  @column()
  declare publicId: string

  @column()
  declare leadId: number | null

  @belongsTo(() => Lead)
  declare lead: BelongsTo<typeof Lead>

  @column()
  declare locale: string

  @column()
  declare status: ChatConversationStatus

  @column()
  declare handoffKind: 'callback' | 'ticket' | 'live' | null

  @column()
  declare handoffReference: string | null

  @column()
  declare assignedStaffId: number | null

  @belongsTo(() => User, { foreignKey: 'assignedStaffId' })
  declare assignedStaff: BelongsTo<typeof User>

  @column.dateTime()
  declare handedOffAt: DateTime | null

  @column.dateTime()
  declare closedAt: DateTime | null

  @column.dateTime()
  declare lastMessageAt: DateTime | null
}
