import type { HttpContext } from '@adonisjs/core/http'
import { invoicesList } from '#lists/invoices_list'

/**
 * Settings › Invoices (SPEC §2.8 "downloadable invoice"): number, date,
 * period, amount, VAT and status, with the tax invoice / receipt of a paid
 * invoice and the credit notes of its refunds as PDF. Only the member's own
 * invoices are listed (and downloadable).
 */
export default class InvoicesController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Settings/Invoices', { list: await invoicesList.page(ctx) })
  }
}
