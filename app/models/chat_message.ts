import { column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withOptionalUser } from '#models/concerns/owners'
import User from '#models/user'
import type { ChatSender } from '#enums/content'

/** One message of an AI chat conversation (SPEC §3). */
export default class ChatMessage extends compose(
  TimestampedRow,
  withOptionalUser(() => User)
) {
  static table = 'chat_messages'

  @column()
  declare conversationId: string

  @column()
  declare sender: ChatSender

  @column()
  declare content: string

  /** A conversation in the order it was written (SPEC §4). */
  static conversation(conversationId: string) {
    return this.query().where('conversation_id', conversationId).orderBy('created_at').orderBy('id')
  }
}
