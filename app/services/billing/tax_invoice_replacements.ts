import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { InvoiceStatus } from '#enums/billing'
import { Refusal } from '#exceptions/refusal'
import AuditLog from '#models/audit_log'
import type Invoice from '#models/invoice'
import TaxInvoiceReplacement from '#models/tax_invoice_replacement'
import User from '#models/user'
import clock from '#services/billing/clock'
import { buyerSnapshot } from '#services/billing/invoice_details'
import { nextNumber } from '#services/platform/number_sequence'
import type { StaffWrite } from '#services/memberships/subscription_admin'

const TAX_ZONE = 'Asia/Bangkok'

/** A replacement refused: nothing was issued (the message is a toast on the member page). */
const refused = (rule: 'not_paid' | 'not_current_month' | 'already_replaced') =>
  new Refusal('E_REPLACEMENT_REFUSED', `invoice_details.replacement.errors.${rule}`, {
    status: 409,
  })

const taxMonth = (moment: DateTime) => moment.setZone(TAX_ZONE).toFormat('yyyy-MM')

/** Whether staff may replace this invoice's tax invoice now (paid this tax month, not replaced). */
export function isReplaceable(invoice: Invoice, now: DateTime) {
  return (
    invoice.status === InvoiceStatus.PAID &&
    invoice.paidAt !== null &&
    taxMonth(invoice.paidAt) === taxMonth(now) &&
    !(invoice.$preloaded.replacement && invoice.replacement)
  )
}

/**
 * A replacement full tax invoice (DESIGN §11, the Revenue Department's
 * rules for replacing a tax invoice): for a paid invoice of the current tax
 * month only (Bangkok time), issued by staff with a reason. It takes a new
 * number (RTI-), references the original, and prints the member's invoice
 * details as they are now; the original is kept and shown as replaced.
 */
export async function issueReplacement(
  invoice: Invoice,
  reason: string,
  who: StaffWrite,
  now = clock.now()
) {
  if (invoice.status !== InvoiceStatus.PAID || !invoice.paidAt) {
    throw refused('not_paid')
  }
  if (taxMonth(invoice.paidAt) !== taxMonth(now)) throw refused('not_current_month')
  const replacement = await db.transaction(async (trx) => {
    const existing = await TaxInvoiceReplacement.query({ client: trx })
      .where('invoice_id', invoice.id)
      .first()
    if (existing) throw refused('already_replaced')
    const user = await User.findOrFail(invoice.userId, { client: trx })
    const number = await nextNumber('tax_invoice_replacement', now.setZone(TAX_ZONE).year, trx)
    const row = await TaxInvoiceReplacement.create(
      {
        number,
        invoiceId: invoice.id,
        userId: invoice.userId,
        reason,
        buyerDetails: buyerSnapshot(user),
        issuedAt: now,
        actorId: who.actor.id,
      },
      { client: trx }
    )
    await AuditLog.record('invoice.tax_invoice_replaced', {
      actor: who.actor,
      subject: invoice,
      changes: { before: { number: invoice.number }, after: { replacement: number, reason } },
      ip: who.ip,
      client: trx,
    })
    return row
  })
  return replacement
}
