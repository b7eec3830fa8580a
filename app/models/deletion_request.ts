import { DateTime } from 'luxon'
import { beforeSave, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withOptionalUser } from '#models/concerns/owners'
import User from '#models/user'
import type { DeletionRequestStatus } from '#enums/content'

/** A request to delete an account and its data. */
export default class DeletionRequest extends compose(
  TimestampedRow,
  withOptionalUser(() => User)
) {
  static table = 'deletion_requests'

  @column()
  declare email: string

  @column()
  declare reason: string | null

  @column()
  declare status: DeletionRequestStatus

  @column.dateTime()
  declare processedAt: DateTime | null

  @column()
  declare processedBy: number | null

  @belongsTo(() => User, { foreignKey: 'processedBy' })
  declare processor: BelongsTo<typeof User>

  /** Staff checked the requester's identity (PDPA) before any erasure. */
  @column.dateTime()
  declare verifiedAt: DateTime | null

  @column()
  declare verifiedBy: number | null

  @column()
  declare verificationNote: string | null

  @column()
  declare refusalReason: string | null

  @beforeSave()
  static normalizeEmail(request: DeletionRequest) {
    if (request.$dirty.email) request.email = request.email.trim().toLowerCase()
  }
}
