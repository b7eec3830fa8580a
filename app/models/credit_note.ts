import { DateTime } from 'luxon'
import { beforeCreate, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { TimestampedRow } from '#models/concerns/rows'
import { withUser, withActor } from '#models/concerns/owners'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import User from '#models/user'
import { jsonColumn } from '#support/columns'
import { buyerSnapshot, type BuyerSnapshot } from '#services/billing/invoice_details'

/**
 * A credit note (ใบลดหนี้) for a full or partial refund of a payment: the
 * refunded amount split into value and VAT 7 % like the invoice it reduces.
 * Its user is the member the original invoice was issued to (downloads check it).
 */
export default class CreditNote extends compose(
  TimestampedRow,
  withUser(() => User),
  withActor(() => User)
) {
  /** CN-2026-000001, from the per-year sequence (no gaps). */
  @column()
  declare number: string

  @column()
  declare paymentId: number

  @belongsTo(() => Payment)
  declare payment: BelongsTo<typeof Payment>

  @column()
  declare invoiceId: number

  @belongsTo(() => Invoice)
  declare invoice: BelongsTo<typeof Invoice>

  /** What was refunded, VAT included. */
  @column()
  declare amountSatang: number

  @column()
  declare subtotalSatang: number

  @column()
  declare vatSatang: number

  @column()
  declare currency: string

  @column()
  declare reason: string

  @column()
  declare gatewayRefundId: string | null

  @column({ serializeAs: null })
  declare idempotencyKey: string | null

  /** The buyer as this credit note prints it, copied when it is issued (never changed later). */
  @column(jsonColumn)
  declare buyerDetails: BuyerSnapshot | null

  @beforeCreate()
  static async snapshotBuyer(note: CreditNote) {
    if (note.buyerDetails) return
    const user = await User.find(note.userId, { client: note.$trx })
    note.buyerDetails = user ? buyerSnapshot(user) : null
  }

  @column.dateTime()
  declare issuedAt: DateTime
}
