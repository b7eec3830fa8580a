import type { HttpContext } from '@adonisjs/core/http'
import Invoice from '#models/invoice'
import MemberInvoiceTransformer from '#transformers/member_invoice_transformer'
import { defineList } from '#lists/kit'

/** SPEC §2.8 Settings › Invoices: the member's own invoices, newest first, ten a page. */
export const invoicesList = defineList({
  name: 'settings_billing.invoices',
  route: 'settings.invoices',
  model: Invoice,
  owner: 'user_id',
  sorts: { issued: 'issued_at', number: 'number' },
  defaultSort: 'issued',
  defaultSize: 10,
  maxSize: 50,
  preload: (query) =>
    query
      .preload('subscription')
      .preload('creditNotes', (notes) => notes.orderBy('id'))
      .preload('services', (services) =>
        services.whereNull('reverses_id').orderBy('id').preload('matter')
      ),
  transformer: MemberInvoiceTransformer,
  // Dates in the member's language.
  context: ({ i18n }: HttpContext) => [i18n.locale],
})
