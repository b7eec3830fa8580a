import type { DateTime } from 'luxon'
import type { LucidModel } from '@adonisjs/lucid/types/model'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { InvoiceStatus, PaymentStatus } from '#enums/billing'
import { sqlTime } from '#support/columns'

/*
 * Reads and writes of billing rows that run inside a transaction, where two
 * workers (a webhook and a charge, the cron and a "pay now") may reach the
 * same invoice, payment or membership at once.
 */

/**
 * The row of `model` with this id, locked until the transaction ends: SQLite
 * serializes writers already, PostgreSQL needs the row lock. The query is
 * returned so the caller can preload and pick `first` or `firstOrFail`.
 */
export function lockedById<Model extends LucidModel>(
  model: Model,
  trx: TransactionClientContract,
  id: number
) {
  return model
    .query({ client: trx })
    .where('id', id)
    .if(trx.dialect.name === 'postgres', (query) => query.forUpdate())
}

/**
 * Moves a payment out of pending with one conditional update: true for the
 * one caller whose update found it still pending, false for any other.
 */
export async function closePendingPayment(
  trx: TransactionClientContract,
  paymentId: number,
  values: Record<string, unknown>,
  now: DateTime
): Promise<boolean> {
  const updated = await trx
    .from('payments')
    .where('id', paymentId)
    .where('status', PaymentStatus.PENDING)
    .update({ ...values, updated_at: sqlTime(now, trx.dialect.name) })
  return Number(Array.isArray(updated) ? updated[0] : updated) === 1
}

/** Whether any invoice of the membership has been paid (a row, or null). */
export function paidInvoiceOf(trx: TransactionClientContract, subscriptionId: number) {
  return trx
    .from('invoices')
    .where('subscription_id', subscriptionId)
    .where('status', InvoiceStatus.PAID)
    .first()
}
