import { DateTime } from 'luxon'
import { beforeSave, belongsTo, column, hasMany, hasOne } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, HasOne } from '@adonisjs/lucid/types/relations'
import { TimestampedRow } from '#models/concerns/rows'
import type { InvoiceStatus } from '#enums/billing'
import Subscription from '#models/subscription'
import User from '#models/user'
import Payment from '#models/payment'
import TaxInvoiceReplacement from '#models/tax_invoice_replacement'
import CreditNote from '#models/credit_note'
import EntitlementUsage from '#models/entitlement_usage'
import { jsonColumn } from '#support/columns'
import { buyerSnapshot, type BuyerSnapshot } from '#services/billing/invoice_details'

export default class Invoice extends TimestampedRow {
  @column()
  declare userId: number

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare subscriptionId: number

  @belongsTo(() => Subscription)
  declare subscription: BelongsTo<typeof Subscription>

  @column()
  declare number: string

  @column.dateTime()
  declare periodStart: DateTime

  @column.dateTime()
  declare periodEnd: DateTime

  @column()
  declare subtotalSatang: number

  @column()
  declare vatSatang: number

  @column()
  declare totalSatang: number

  @column()
  declare status: InvoiceStatus

  /** Billing name and email as they were when issued (kept after account erasure). */
  @column()
  declare billToName: string

  @column()
  declare billToEmail: string

  @column.dateTime()
  declare issuedAt: DateTime

  @column.dateTime()
  declare dueAt: DateTime | null

  @column.dateTime()
  declare paidAt: DateTime | null

  /**
   * The buyer as the tax invoice prints it, copied from the member's
   * details when the invoice is paid (the tax point): later changes to
   * those details never alter an issued tax invoice. Null: none were given.
   */
  @column(jsonColumn)
  declare buyerDetails: BuyerSnapshot | null

  @beforeSave()
  static async snapshotBuyer(invoice: Invoice) {
    if (!invoice.$dirty.paidAt || !invoice.paidAt || invoice.buyerDetails) return
    const user = await User.find(invoice.userId, { client: invoice.$trx })
    invoice.buyerDetails = user ? buyerSnapshot(user) : null
  }

  @column()
  declare attemptCount: number

  @column.dateTime()
  declare nextAttemptAt: DateTime | null

  @hasMany(() => Payment)
  declare payments: HasMany<typeof Payment>

  /** The replacement full tax invoice issued for this one, if any (it is then "replaced"). */
  @hasOne(() => TaxInvoiceReplacement)
  declare replacement: HasOne<typeof TaxInvoiceReplacement>

  /** The credit notes of its refunds. */
  @hasMany(() => CreditNote)
  declare creditNotes: HasMany<typeof CreditNote>

  /** The service-log entries it bills: an extra service billed on its own (SPEC §1). */
  @hasMany(() => EntitlementUsage)
  declare services: HasMany<typeof EntitlementUsage>
}
