import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { AffiliateReferralStatus } from '#enums/content'

/** A visit, sign-up or conversion brought by an affiliate code. */
export default class AffiliateReferral extends BaseModel {
  static table = 'affiliate_referrals'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare affiliateCode: string

  @column()
  declare referredEmail: string | null

  @column()
  declare userId: number | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare status: AffiliateReferralStatus

  /** Integer satang, never a float. */
  @column()
  declare commissionSatang: number

  @column.dateTime()
  declare convertedAt: DateTime | null

  /** The public path the click landed on (no query string). */
  @column()
  declare landingPath: string | null

  /** Tapfiliate's ids, once the queue mirrored the click and the customer (DESIGN §8). */
  @column()
  declare tapfiliateClickId: string | null

  @column()
  declare tapfiliateCustomerId: string | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
