import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import ChatConversation from '#models/chat_conversation'

/** A visitor who left contact details through the lead popup (SPEC §2.6, §7). */
export default class Lead extends BaseModel {
  static table = 'leads'

  @column({ isPrimary: true })
  declare id: number

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /** The GPT Chatroom conversations the lead opened (a reopened popup may add another). */
  @hasMany(() => ChatConversation)
  declare conversations: HasMany<typeof ChatConversation>
}
