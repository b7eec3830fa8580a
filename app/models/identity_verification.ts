import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withUser } from '#models/concerns/owners'
import User from '#models/user'
import type { IdentityDocumentType, IdentityVerificationStatus } from '#enums/content'

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A member's proof of identity ("Customer POI"). */
export default class IdentityVerification extends compose(
  TimestampedRow,
  withUser(() => User)
) {
  static table = 'identity_verifications'

  @column()
  declare documentType: IdentityDocumentType

  /** Private storage path; served only through an expiring link (DESIGN §6). */
  @column({ serializeAs: null })
  declare documentPath: string

  @column()
  declare status: IdentityVerificationStatus

  @column()
  declare reviewedBy: number | null

  @belongsTo(() => User, { foreignKey: 'reviewedBy' })
  declare reviewer: BelongsTo<typeof User>

  @column.dateTime()
  declare reviewedAt: DateTime | null

  @column()
  declare rejectionReason: string | null

  /** SHA-256 of the link token; a stolen database row gives no usable link. */
  @column({ serializeAs: null })
  declare linkToken: string | null

  @column.dateTime()
  declare linkExpiresAt: DateTime | null

  /** The lawyer who asked for the document. */
  @column()
  declare requestedBy: number | null

  @belongsTo(() => User, { foreignKey: 'requestedBy' })
  declare requester: BelongsTo<typeof User>

  @column()
  declare requestNote: string | null

  @column.dateTime()
  declare uploadedAt: DateTime | null

  @column()
  declare documentMime: string | null

  @column()
  declare documentSize: number | null

  @column()
  declare documentName: string | null

  /**
   * Replaces any previous link with a new one and returns the plain token,
   * which is not stored. The caller saves the row.
   */
  issueLink(ttlMinutes = 30): string {
    const token = randomBytes(32).toString('base64url')
    this.linkToken = hashToken(token)
    this.linkExpiresAt = DateTime.now().plus({ minutes: ttlMinutes })
    return token
  }

  /** The verification a link token opens, or null when unknown or expired. */
  static async findByLinkToken(token: string): Promise<IdentityVerification | null> {
    if (!token) return null
    const row = await this.findBy('link_token', hashToken(token))
    if (!row?.linkExpiresAt || row.linkExpiresAt <= DateTime.now()) return null
    return row
  }
}
