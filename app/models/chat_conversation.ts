import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Lead from '#models/lead'
import User from '#models/user'
import type { ChatConversationStatus } from '#enums/content'

/** A GPT Chatroom conversation: with the assistant, handed off, taken over by staff, or closed. */
export default class ChatConversation extends BaseModel {
  static table = 'chat_conversations'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare publicId: string

  @column()
  declare leadId: number | null

  @belongsTo(() => Lead)
  declare lead: BelongsTo<typeof Lead>

  @column()
  declare userId: number | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
