import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { ChatSender } from '#enums/content'

/** One message of an AI chat conversation (SPEC §3). */
export default class ChatMessage extends BaseModel {
  static table = 'chat_messages'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare conversationId: string

  @column()
  declare sender: ChatSender

  @column()
  declare content: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /** A conversation in the order it was written (SPEC §4). */
  static conversation(conversationId: string) {
    return this.query().where('conversation_id', conversationId).orderBy('created_at').orderBy('id')
  }
}
