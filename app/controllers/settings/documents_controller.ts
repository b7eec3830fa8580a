import type { HttpContext } from '@adonisjs/core/http'
import CreditNote from '#models/credit_note'
import { ownedRecord } from '#support/owned_record'
import {
  creditNoteDocument,
  planAgreementDocument,
  taxInvoiceDocument,
} from '#services/documents/documents'
import { documentId, sendDocument } from '#services/documents/http'
import { documentLocale } from '#services/documents/thai_text'

/**
 * A member's own documents as PDF (SPEC §2.8 "downloadable invoice", plan
 * agreements). Every record is loaded through its owner: another member's
 * id answers 404 like a missing one. Language: ?lang=, else the member's.
 */
export default class DocumentsController {
  async invoice({ auth, params, request, response, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const invoice = await ownedRecord(user, 'invoices', params.id)
    const locale = documentLocale(request.qs().lang, user.locale, i18n.locale)
    // ?original=1: a replaced tax invoice as first issued, marked replaced (both are kept).
    const original = request.qs().original === '1'
    return sendDocument(response, await taxInvoiceDocument(invoice, locale, { original }))
  }

  async creditNote({ auth, params, request, response, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const note = await CreditNote.query()
      .where('user_id', user.id)
      .where('id', documentId(params.id))
      .firstOrFail()
    const locale = documentLocale(request.qs().lang, user.locale, i18n.locale)
    return sendDocument(response, await creditNoteDocument(note, locale))
  }

  async planAgreement({ auth, params, request, response, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const agreement = await user
      .related('planAgreements')
      .query()
      .where('id', documentId(params.id))
      .firstOrFail()
    const locale = documentLocale(request.qs().lang, user.locale, i18n.locale)
    return sendDocument(response, await planAgreementDocument(agreement, locale))
  }
}
