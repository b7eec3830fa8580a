import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withUser, withSubscription } from '#models/concerns/owners'
import User from '#models/user'
import Subscription from '#models/subscription'
import Price from '#models/price'

export const WrittenRequestKind = {
  CANCELLATION: 'cancellation',
  PLAN_CHANGE: 'plan_change',
} as const
export type WrittenRequestKind = (typeof WrittenRequestKind)[keyof typeof WrittenRequestKind]

export const WrittenRequestChannel = { EMAIL: 'email', LETTER: 'letter', PHONE: 'phone' } as const
export type WrittenRequestChannel =
  (typeof WrittenRequestChannel)[keyof typeof WrittenRequestChannel]

export const WrittenRequestStatus = {
  /** A phone request: nothing changes until the member confirms it in writing. */
  AWAITING_CONFIRMATION: 'awaiting_confirmation',
  /** Processed through the lifecycle: the change or cancellation is scheduled. */
  RECORDED: 'recorded',
} as const
export type WrittenRequestStatus = (typeof WrittenRequestStatus)[keyof typeof WrittenRequestStatus]

/** A plan change or cancellation received by email, letter or phone (SPEC §1), entered by staff. */
export default class WrittenRequest extends compose(
  TimestampedRow,
  withUser(() => User),
  withSubscription(() => Subscription)
) {
  static table = 'written_requests'

  @column()
  declare recordedBy: number | null

  @belongsTo(() => User, { foreignKey: 'recordedBy' })
  declare recorder: BelongsTo<typeof User>

  @column()
  declare kind: WrittenRequestKind

  @column()
  declare channel: WrittenRequestChannel

  @column()
  declare status: WrittenRequestStatus

  @column.dateTime()
  declare receivedAt: DateTime

  @column()
  declare priceId: number | null

  @belongsTo(() => Price)
  declare price: BelongsTo<typeof Price>

  @column()
  declare reason: string | null

  @column()
  declare notes: string | null

  @column({ serializeAs: null })
  declare attachmentPath: string | null

  @column()
  declare attachmentName: string | null

  @column()
  declare attachmentMime: string | null

  @column()
  declare attachmentSize: number | null

  @column.dateTime()
  declare confirmedAt: DateTime | null

  @column.dateTime()
  declare effectiveAt: DateTime | null
}
