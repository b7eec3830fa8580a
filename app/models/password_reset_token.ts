import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { CreatedRow } from '#models/concerns/rows'
import { withUser } from '#models/concerns/owners'
import User from '#models/user'

/** A single-use password-reset token; only its hash is stored. */
export default class PasswordResetToken extends compose(
  CreatedRow,
  withUser(() => User)
) {
  static table = 'password_reset_tokens'

  @column({ serializeAs: null })
  declare tokenHash: string

  @column.dateTime()
  declare expiresAt: DateTime

  @column.dateTime()
  declare usedAt: DateTime | null

  isUsable(now: DateTime = DateTime.utc()): boolean {
    return this.usedAt === null && this.expiresAt > now
  }
}
