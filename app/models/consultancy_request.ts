import { DateTime } from 'luxon'
import { beforeCreate, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withOptionalUser } from '#models/concerns/owners'
import User from '#models/user'
import ConsultancyRequestNote from '#models/consultancy_request_note'
import { ConsultancyRequestStatus } from '#enums/content'
import { formatNumber, nextNumber } from '#services/platform/number_sequence'

export default class ConsultancyRequest extends compose(
  TimestampedRow,
  withOptionalUser(() => User)
) {
  static table = 'consultancy_requests'

  @column()
  declare lawyerId: number | null

  @belongsTo(() => User, { foreignKey: 'lawyerId' })
  declare lawyer: BelongsTo<typeof User>

  @column()
  declare category: string

  /** Unique, sequential per year: IN-2026-000001. */
  @column()
  declare intakeNumber: string

  @column.dateTime()
  declare preferredDateTime: DateTime | null

  @column()
  declare details: string

  @column()
  declare status: ConsultancyRequestStatus

  /** When staff first acted on it: stops the call-back clock. */
  @column.dateTime()
  declare respondedAt: DateTime | null

  @column.dateTime()
  declare completedAt: DateTime | null

  /** The feedback survey mail went out (once, on completion). */
  @column.dateTime()
  declare surveySentAt: DateTime | null

  @hasMany(() => ConsultancyRequestNote)
  declare notes: HasMany<typeof ConsultancyRequestNote>

  static formatIntakeNumber(year: number, sequence: number): string {
    return formatNumber('intake', year, sequence)
  }

  /**
   * The next number of the year, from the shared atomic sequence (the same
   * one that numbers memberships and invoices), so concurrent requests never
   * collide.
   */
  static async nextIntakeNumber(
    year: number = DateTime.now().setZone('Asia/Bangkok').year,
    trx?: TransactionClientContract
  ): Promise<string> {
    return nextNumber('intake', year, trx)
  }

  @beforeCreate()
  static async assignDefaults(request: ConsultancyRequest) {
    if (!request.status) request.status = ConsultancyRequestStatus.NEW
    if (!request.intakeNumber) {
      request.intakeNumber = await ConsultancyRequest.nextIntakeNumber(undefined, request.$trx)
    }
  }
}
