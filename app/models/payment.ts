import { DateTime } from 'luxon'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import type { PaymentGateway, PaymentMethodKind, PaymentStatus } from '#enums/billing'
import Invoice from '#models/invoice'
import PaymentMethod from '#models/payment_method'
import CreditNote from '#models/credit_note'

/** A charge attempt against an invoice (a "transaction" in admin). */
export default class Payment extends TimestampedRow {
  @column()
  declare invoiceId: number

  @belongsTo(() => Invoice)
  declare invoice: BelongsTo<typeof Invoice>

  @column()
  declare paymentMethodId: number | null

  @belongsTo(() => PaymentMethod)
  declare paymentMethod: BelongsTo<typeof PaymentMethod>

  /** What was refunded of this payment (SPEC §2.9 Transactions). */
  @hasMany(() => CreditNote)
  declare creditNotes: HasMany<typeof CreditNote>

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

  /** `card` (a saved card, Google Pay included) or `promptpay` (a one-off QR, DESIGN §11). */
  @column()
  declare method: PaymentMethodKind

  /** PromptPay: the scannable QR image the gateway gave (an https or data: URI). */
  @column()
  declare qrImageUri: string | null

  /** PromptPay: when the QR stops being payable (the gateway then marks the charge expired). */
  @column.dateTime()
  declare expiresAt: DateTime | null

  /** PromptPay: the app path the member goes on to once the QR is paid. */
  @column()
  declare returnPath: string | null

  @column.dateTime()
  declare paidAt: DateTime | null

  @column.dateTime()
  declare refundedAt: DateTime | null
}
