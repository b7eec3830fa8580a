import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import Subscription from '#models/subscription'
import User from '#models/user'
import type { ContentLocale } from '#enums/content'

/** Which terms version a member accepted, when and from where. */
export default class PlanAgreement extends TimestampedRow {
  @column()
  declare userId: number

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare subscriptionId: number

  @belongsTo(() => Subscription)
  declare subscription: BelongsTo<typeof Subscription>

  @column()
  declare termsVersion: string

  /** The language of the text accepted (`en` or `th`): a version holds both. */
  @column()
  declare termsLocale: ContentLocale

  @column.dateTime()
  declare acceptedAt: DateTime

  @column()
  declare acceptedIp: string | null
}
