import { DateTime } from 'luxon'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { compose } from '@adonisjs/core/helpers'
import { CreatedRow } from '#models/concerns/rows'
import { withActor } from '#models/concerns/owners'
import Invoice from '#models/invoice'
import User from '#models/user'
import { jsonColumn } from '#support/columns'
import type { BuyerSnapshot } from '#services/billing/invoice_details'

/** A replacement full tax invoice (RTI-2026-000001) for one paid invoice; both are kept. */
export default class TaxInvoiceReplacement extends compose(
  CreatedRow,
  withActor(() => User)
) {
  @column()
  declare number: string

  @column()
  declare invoiceId: number

  @belongsTo(() => Invoice)
  declare invoice: BelongsTo<typeof Invoice>

  @column()
  declare userId: number

  @column()
  declare reason: string

  /** The buyer when the replacement was issued (the member's details then). */
  @column(jsonColumn)
  declare buyerDetails: BuyerSnapshot | null

  @column.dateTime()
  declare issuedAt: DateTime
}
