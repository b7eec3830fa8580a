import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { InvoiceStatus } from '#enums/billing'
import Invoice from '#models/invoice'
import type Subscription from '#models/subscription'
import { nextNumber } from '#services/platform/number_sequence'
import { splitVatInclusive } from '#support/money'
import { sqlTime } from '#support/columns'

/**
 * Issues invoices with per-year sequential numbers (INV-2026-000001) and a
 * VAT 7% split of the VAT-inclusive price. One invoice per membership
 * period: issuing the same period twice returns the existing invoice.
 */
export class InvoiceService {
  async issue(
    subscription: Subscription,
    period: { start: DateTime; end: DateTime },
    issuedAt: DateTime = DateTime.utc()
  ) {
    await subscription.load((loader) => loader.load('price').load('user'))
    const start = period.start.toUTC()
    return db.transaction(async (trx) => {
      const existing = await Invoice.query({ client: trx })
        .where('subscription_id', subscription.id)
        .where('period_start', sqlTime(start, trx.dialect.name))
        .first()
      if (existing) return existing
      const amounts = splitVatInclusive(subscription.price.amountSatang)
      const number = await nextNumber('invoice', issuedAt.setZone('Asia/Bangkok').year, trx)
      return Invoice.create(
        {
          number,
          subscriptionId: subscription.id,
          userId: subscription.userId,
          periodStart: start,
          periodEnd: period.end.toUTC(),
          ...amounts,
          status: InvoiceStatus.OPEN,
          billToName: subscription.user.name,
          billToEmail: subscription.user.email,
          issuedAt: issuedAt.toUTC(),
          dueAt: issuedAt.toUTC().plus({ days: 7 }),
        },
        { client: trx }
      )
    })
  }
}

export default new InvoiceService()
