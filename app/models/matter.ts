import { DateTime } from 'luxon'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withSubscription } from '#models/concerns/owners'
import { toBoolean } from '#support/columns'
import Subscription from '#models/subscription'
import User from '#models/user'
import ConsultancyRequest from '#models/consultancy_request'
import SupportTicket from '#models/support_ticket'
import EntitlementUsage from '#models/entitlement_usage'
import type { MatterCategory, MatterStatus } from '#enums/casework'

/**
 * A legal matter a member brings: belongs to a membership
 * and, when it came in that way, to a consultancy request or support
 * ticket; flagged when it began before the membership.
 */
export default class Matter extends compose(
  TimestampedRow,
  withSubscription(() => Subscription)
) {
  @column()
  declare title: string

  @column()
  declare category: MatterCategory

  @column.date()
  declare beganOn: DateTime

  @column({ consume: toBoolean })
  declare preExisting: boolean

  @column()
  declare lawyerId: number | null

  @belongsTo(() => User, { foreignKey: 'lawyerId' })
  declare lawyer: BelongsTo<typeof User>

  @column()
  declare status: MatterStatus

  @column()
  declare notes: string | null

  @column()
  declare consultancyRequestId: number | null

  @belongsTo(() => ConsultancyRequest)
  declare consultancyRequest: BelongsTo<typeof ConsultancyRequest>

  @column()
  declare supportTicketId: number | null

  @belongsTo(() => SupportTicket)
  declare supportTicket: BelongsTo<typeof SupportTicket>

  @hasMany(() => EntitlementUsage)
  declare services: HasMany<typeof EntitlementUsage>

  @column.dateTime()
  declare closedAt: DateTime | null
}
