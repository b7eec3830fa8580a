import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import ChatConversation from '#models/chat_conversation'

/** A GPT Chatroom bearer token, stored as a SHA-256 digest (app/services/support_desk/chat/chat_tokens.ts). */
export default class ChatToken extends TimestampedRow {
  static table = 'chat_tokens'

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
}
