import AuditLog from '#models/audit_log'
import type Invoice from '#models/invoice'
import type User from '#models/user'
import clock from '#services/billing/clock'
import { isReplaceable } from '#services/billing/tax_invoice_replacements'
import {
  buyerSnapshot,
  formatAddress,
  invoiceDetailsForm,
  provinceOptions,
} from '#services/billing/invoice_details'

/** How much of a member's history the member view shows. */
const DETAIL_LIMIT = 50

/**
 * What the staff member view (SPEC §2.9 Manage Users) shows of an account:
 * its memberships (partner, dependants), its latest invoices with their
 * payments and the audit trail about or by it, in a fixed number of queries.
 */
export async function memberRecord(user: User) {
  const [memberships, invoices, audit] = await Promise.all([
    user
      .related('subscriptions')
      .query()
      .preload('plan')
      .preload('price')
      .preload('partner')
      .preload('dependants')
      .orderBy('id', 'desc'),
    user
      .related('invoices')
      .query()
      .preload('payments')
      .preload('replacement')
      .orderBy('issued_at', 'desc')
      .limit(DETAIL_LIMIT),
    AuditLog.query()
      .where((or) =>
        or
          .where((subject) =>
            subject.where('subject_type', 'User').where('subject_id', String(user.id))
          )
          .orWhere('user_id', user.id)
      )
      .preload('user')
      .orderBy('id', 'desc')
      .limit(DETAIL_LIMIT),
  ])
  return { memberships, invoices, audit }
}

/** The member view's tax-invoice panel: who invoices are made out to and what staff may replace. */
export function invoicePanel(user: User, invoices: Invoice[], locale: string) {
  return {
    invoiceDetails: invoiceDetailsForm(user.invoiceDetails),
    invoiceSummary: invoiceSummary(user, locale),
    /** Paid invoices of the current tax month without a replacement yet (DESIGN §11). */
    replaceable: invoices
      .filter((invoice) => isReplaceable(invoice, clock.now()))
      .map((invoice) => invoice.id),
    provinces: provinceOptions(locale),
  }
}

/** The buyer as the next tax invoice would print it, for the staff page. */
function invoiceSummary(user: User, locale: string) {
  const buyer = buyerSnapshot(user)
  if (!buyer) return null
  return {
    kind: buyer.kind,
    name: buyer.name,
    address: buyer.address ? formatAddress(buyer.address, locale === 'th' ? 'th' : 'en') : null,
    taxId: buyer.taxId,
    branch: buyer.kind === 'company' ? buyer.branch : null,
  }
}
