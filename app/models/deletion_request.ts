import { DateTime } from 'luxon'
import { BaseModel, beforeSave, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { DeletionRequestStatus } from '#enums/content'

/** A request to delete an account and its data. */
export default class DeletionRequest extends BaseModel {
  static table = 'deletion_requests'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

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

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @beforeSave()
  static normalizeEmail(request: DeletionRequest) {
    if (request.$dirty.email) request.email = request.email.trim().toLowerCase()
  }
}
