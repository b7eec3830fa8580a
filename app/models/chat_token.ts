import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import ChatConversation from '#models/chat_conversation'

/** A GPT Chatroom bearer token, stored as a SHA-256 digest (app/services/support_desk/chat/chat_tokens.ts). */
export default class ChatToken extends BaseModel {
  static table = 'chat_tokens'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare conversationId: number

  @belongsTo(() => ChatConversation, { foreignKey: 'conversationId' })
  declare conversation: BelongsTo<typeof ChatConversation>

  @column({ serializeAs: null })
  declare tokenHash: string

  @column()
  declare scope: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare revokedAt: DateTime | null

  @column.dateTime()
  declare lastUsedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
