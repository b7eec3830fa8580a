import type { HttpContext } from '@adonisjs/core/http'
import CreditNote from '#models/credit_note'
import Invoice from '#models/invoice'
import EntitlementUsage from '#models/entitlement_usage'
import { listPage, parseListQuery, type ListSpec } from '#support/list_query'
import MemberInvoiceTransformer from '#transformers/member_invoice_transformer'

/** The member's invoices, newest first, ten a page (the list kit's URL state). */
const INVOICES: ListSpec<'issued' | 'number', never> = {
  sorts: { issued: 'issued_at', number: 'number' },
  defaultSort: 'issued',
  defaultDir: 'desc',
  filters: {},
  defaultSize: 10,
  maxSize: 50,
}

/**
 * Settings › Invoices (SPEC §2.8 "downloadable invoice", issue 12 point 4):
 * number, date, period, amount, VAT and status, with the tax invoice /
 * receipt of a paid invoice and the credit notes of its refunds as PDF.
 * Only the member's own invoices are listed (and downloadable).
 */
export default class InvoicesController {
  async index({ inertia, auth, request, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const params = parseListQuery(request.qs(), INVOICES)
    const list = await listPage(
      Invoice,
      params,
      INVOICES,
      (query) => query.where('user_id', user.id),
      (invoice) => invoice
    )
    const ids = list.rows.map((invoice) => invoice.id)
    // The page's rows again with their memberships, in one query (no N+1).
    const loaded = ids.length
      ? await Invoice.query().whereIn('id', ids).preload('subscription')
      : []
    const rows = ids.map((id) => loaded.find((invoice) => invoice.id === id)!)
    const notes = ids.length
      ? await CreditNote.query().where('user_id', user.id).whereIn('invoice_id', ids).orderBy('id')
      : []
    // Invoices of their own for an extra service (issue 18) say which service.
    const extras = ids.length
      ? await EntitlementUsage.query()
          .whereIn('invoice_id', ids)
          .whereNull('reverses_id')
          .preload('matter')
      : []
    for (const invoice of rows) {
      const extra = extras.find((entry) => entry.invoiceId === invoice.id)
      invoice.$extras.extraService = extra
        ? { kind: extra.kind, matter: extra.matter?.title ?? null }
        : null
      invoice.$extras.creditNotes = notes
        .filter((note) => note.invoiceId === invoice.id)
        .map((note) => ({ id: note.id, number: note.number }))
    }
    return inertia.render('Settings/Invoices', {
      list: {
        ...list,
        rows: rows.map((invoice) => new MemberInvoiceTransformer(invoice, i18n.locale).toObject()),
      },
    })
  }
}
