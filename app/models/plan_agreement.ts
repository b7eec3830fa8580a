import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Subscription from '#models/subscription'
import User from '#models/user'
import type { ContentLocale } from '#enums/content'

/** Which terms version a member accepted, when and from where. */
export default class PlanAgreement extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare subscriptionId: number

  @belongsTo(() => Subscription)
  declare subscription: BelongsTo<typeof Subscription>

  @column()
  declare userId: number

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare termsVersion: string

  /** The language of the text accepted (`en` or `th`): a version holds both. */
  @column()
  declare termsLocale: ContentLocale

  @column.dateTime()
  declare acceptedAt: DateTime

  @column()
  declare acceptedIp: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
