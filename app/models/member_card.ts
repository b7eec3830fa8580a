import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { TimestampedRow } from '#models/concerns/rows'

/** A member's card verification token (see database/migrations/4321_create_member_cards_table.ts). */
export default class MemberCard extends TimestampedRow {
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
}
