import { DateTime } from 'luxon'
import { column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withOptionalUser } from '#models/concerns/owners'
import User from '#models/user'
import type { AffiliateReferralStatus } from '#enums/content'

/** A visit, sign-up or conversion brought by an affiliate code. */
export default class AffiliateReferral extends compose(
  TimestampedRow,
  withOptionalUser(() => User)
) {
  static table = 'affiliate_referrals'

  @column()
  declare affiliateCode: string

  @column()
  declare referredEmail: string | null

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
}
