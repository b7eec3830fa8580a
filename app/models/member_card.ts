import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A member's card verification token (see database/migrations/4321_create_member_cards_table.ts). */
export default class MemberCard extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  /** SHA-256 (hex) of the token: what /verify/:token looks up. */
  @column({ serializeAs: null })
  declare tokenHash: string

  /** The token itself, encrypted with APP_KEY, so the card can be shown again. */
  @column({ serializeAs: null })
  declare tokenEncrypted: string

  @column.dateTime()
  declare rotatedAt: DateTime

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
