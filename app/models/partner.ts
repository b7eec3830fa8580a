import { toBoolean } from '#support/columns'
import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Subscription from '#models/subscription'
import User from '#models/user'

/** The spouse or partner covered by a Personal membership. */
export default class Partner extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare subscriptionId: number

  @belongsTo(() => Subscription)
  declare subscription: BelongsTo<typeof Subscription>

  @column()
  declare name: string

  @column()
  declare email: string | null

  @column()
  declare phone: string | null

  @column.date()
  declare dateOfBirth: DateTime | null

  /** ISO 3166-1 alpha-2 code of the country of nationality. */
  @column()
  declare nationality: string | null

  @column({ consume: toBoolean })
  declare phoneNeedsReview: boolean

  @column({ consume: toBoolean })
  declare countryNeedsReview: boolean

  /** The partner's own login, while they have one (see #services/partner_login). */
  @column()
  declare userId: number | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  /** When the last invitation to set a password was sent. */
  @column.dateTime()
  declare invitedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
