import type { HttpContext } from '@adonisjs/core/http'
import CreditNote from '#models/credit_note'
import Invoice from '#models/invoice'
import PlanAgreement from '#models/plan_agreement'
import User from '#models/user'
import AdminPolicy from '#policies/admin_policy'
import {
  creditNoteDocument,
  planAgreementDocument,
  taxInvoiceDocument,
} from '#services/documents/documents'
import { documentId, sendDocument } from '#services/documents/http'
import { documentLocale } from '#services/documents/thai_text'

/**
 * Staff downloads of members' documents: Transactions' "downloadable
 * invoice" (SPEC §2.9), for the roles its `download` action names. The
 * document is in the member's language unless ?lang= says otherwise.
 */
export default class TransactionDocumentsController {
  async invoice({ bouncer, params, request, response }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('can', 'transactions', 'download')
    const invoice = await Invoice.findOrFail(documentId(params.id))
    const locale = await localeFor(request.qs().lang, invoice.userId)
    // ?original=1: a replaced tax invoice as first issued, marked replaced (both are kept).
    const original = request.qs().original === '1'
    return sendDocument(response, await taxInvoiceDocument(invoice, locale, { original }))
  }

  async creditNote({ bouncer, params, request, response }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('can', 'transactions', 'download')
    const note = await CreditNote.findOrFail(documentId(params.id))
    const locale = await localeFor(request.qs().lang, note.userId)
    return sendDocument(response, await creditNoteDocument(note, locale))
  }

  async planAgreement({ bouncer, params, request, response }: HttpContext) {
    await bouncer.with(AdminPolicy).authorize('can', 'transactions', 'download')
    const agreement = await PlanAgreement.findOrFail(documentId(params.id))
    const locale = await localeFor(request.qs().lang, agreement.userId)
    return sendDocument(response, await planAgreementDocument(agreement, locale))
  }
}

async function localeFor(lang: unknown, ownerId: number) {
  const owner = await User.find(ownerId)
  return documentLocale(typeof lang === 'string' ? lang : null, owner?.locale)
}
