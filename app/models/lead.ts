import { column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import ChatConversation from '#models/chat_conversation'

/** A visitor who left contact details through the lead popup (SPEC §2.6, §7). */
export default class Lead extends TimestampedRow {
  static table = 'leads'

  @column()
  declare name: string

  @column()
  declare phone: string

  @column()
  declare email: string

  @column()
  declare source: string

  @column()
  declare userAgent: string | null

  @column()
  declare ip: string | null

  /** The GPT Chatroom conversations the lead opened (a reopened popup may add another). */
  @hasMany(() => ChatConversation)
  declare conversations: HasMany<typeof ChatConversation>
}
