import { DateTime } from 'luxon'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withUser, withSubscription } from '#models/concerns/owners'
import { toBoolean } from '#support/columns'
import User from '#models/user'
import Subscription from '#models/subscription'
import ConsultancyRequest from '#models/consultancy_request'
import SupportTicket from '#models/support_ticket'
import Matter from '#models/matter'
import Invoice from '#models/invoice'
import MemberRequestMessage from '#models/member_request_message'
import MemberRequestFile from '#models/member_request_file'
import type { DeskKind, DeskStatus } from '#enums/desk'

/**
 * A request a member started from Settings › My requests: kept with the
 * consultancy request or support ticket staff work in (and its matter),
 * with its due time fixed when it was received.
 */
export default class MemberRequest extends compose(
  TimestampedRow,
  withUser(() => User),
  withSubscription(() => Subscription)
) {
  static table = 'member_requests'

  @column()
  declare kind: DeskKind

  @column()
  declare subject: string

  @column()
  declare details: string

  @column()
  declare callbackPhone: string | null

  @column.dateTime()
  declare callbackAt: DateTime | null

  @column()
  declare status: DeskStatus

  @column()
  declare consultancyRequestId: number | null

  @belongsTo(() => ConsultancyRequest)
  declare consultancyRequest: BelongsTo<typeof ConsultancyRequest>

  @column()
  declare supportTicketId: number | null

  @belongsTo(() => SupportTicket)
  declare supportTicket: BelongsTo<typeof SupportTicket>

  @column()
  declare matterId: number | null

  @belongsTo(() => Matter)
  declare matter: BelongsTo<typeof Matter>

  @column.dateTime()
  declare receivedAt: DateTime

  /** Fixed when received: the service promise then in force (DESIGN §11). */
  @column.dateTime()
  declare dueAt: DateTime

  @column.dateTime()
  declare assignedAt: DateTime | null

  @column.dateTime()
  declare startedAt: DateTime | null

  @column.dateTime()
  declare answeredAt: DateTime | null

  @column.dateTime()
  declare closedAt: DateTime | null

  @column.dateTime()
  declare surveySentAt: DateTime | null

  /** Accepted beyond the plan's limits and billed as an extra service. */
  @column({ consume: toBoolean })
  declare extra: boolean

  @column()
  declare invoiceId: number | null

  @belongsTo(() => Invoice)
  declare invoice: BelongsTo<typeof Invoice>

  @hasMany(() => MemberRequestMessage)
  declare messages: HasMany<typeof MemberRequestMessage>

  @hasMany(() => MemberRequestFile)
  declare files: HasMany<typeof MemberRequestFile>
}
