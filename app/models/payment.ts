import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { PaymentGateway, PaymentStatus } from '#enums/billing'
import Invoice from '#models/invoice'
import PaymentMethod from '#models/payment_method'

/** A charge attempt against an invoice (a "transaction" in admin). */
export default class Payment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare invoiceId: number

  @belongsTo(() => Invoice)
  declare invoice: BelongsTo<typeof Invoice>

  @column()
  declare paymentMethodId: number | null

  @belongsTo(() => PaymentMethod)
  declare paymentMethod: BelongsTo<typeof PaymentMethod>

  @column()
  declare gateway: PaymentGateway

  @column()
  declare gatewayChargeId: string | null

  @column()
  declare amountSatang: number

  @column()
  declare currency: string

  @column()
  declare status: PaymentStatus

  @column()
  declare failureCode: string | null

  @column()
  declare failureMessage: string | null

  @column()
  declare idempotencyKey: string

  /** `customer` (checkout, pay now) or `merchant` (renewal, dunning retry). */
  @column()
  declare initiator: 'customer' | 'merchant'

  @column.dateTime()
  declare paidAt: DateTime | null

  @column.dateTime()
  declare refundedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
