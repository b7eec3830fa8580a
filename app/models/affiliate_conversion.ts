import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import AffiliateReferral from '#models/affiliate_referral'
import Payment from '#models/payment'

/** A successful payment by a referred member (DESIGN §8): external id = invoice number. */
export default class AffiliateConversion extends TimestampedRow {
  static table = 'affiliate_conversions'

  @column()
  declare referralId: number

  @belongsTo(() => AffiliateReferral, { foreignKey: 'referralId' })
  declare referral: BelongsTo<typeof AffiliateReferral>

  @column()
  declare affiliateCode: string

  @column()
  declare paymentId: number

  @belongsTo(() => Payment)
  declare payment: BelongsTo<typeof Payment>

  @column()
  declare invoiceNumber: string

  /** Integer satang, VAT included, as paid. */
  @column()
  declare amountSatang: number

  @column()
  declare commissionSatang: number

  /** Tapfiliate's conversion id once mirrored. */
  @column()
  declare tapfiliateId: string | null

  @column.dateTime()
  declare syncedAt: DateTime | null
}
