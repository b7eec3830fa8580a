import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { sendDocument } from '#services/documents/http'
import { fullVisit } from '#support/full_visit'
import { documentLocale } from '#services/documents/thai_text'
import { documentValidator, answerMessages } from '#validators/legal_forms'
import {
  filledFormDocument,
  memberForm,
  refuse,
  saveDraft,
} from '#services/support_desk/legal_forms/member_forms'

/**
 * The PDF of a filled legal form, in English or Thai.
 * `store` checks the answers strictly, keeps them as the draft and sends
 * the browser to `show`, which renders the PDF from the kept answers (a
 * download an Inertia form can start, and a link that still works later).
 */
export default class LegalFormDocumentsController {
  async store(ctx: HttpContext) {
    const found = await memberForm(ctx)
    if (!found) return refuse(ctx)
    const { form } = found
    const data = await ctx.request.validateUsing(documentValidator(form.fields), {
      messagesProvider: answerMessages(ctx.i18n, form.fields, ctx.i18n.locale),
    })
    await saveDraft(ctx.auth.getUserOrFail().id, form, data.values)
    const url = urlFor(
      'settings.legal-forms.document',
      { id: form.id },
      { qs: { lang: data.lang } }
    )
    return fullVisit(ctx, url)
  }

  async show(ctx: HttpContext) {
    const found = await memberForm(ctx)
    if (!found) return refuse(ctx)
    const locale = documentLocale(ctx.request.qs().lang, ctx.i18n.locale)
    const document = await filledFormDocument(ctx.auth.getUserOrFail(), found, locale)
    if (!document) {
      ctx.session.flash('error', ctx.i18n.t('legal_forms.flash.complete_first'))
      return ctx.response.redirect().toRoute('settings.legal-forms.show', { id: found.form.id })
    }
    return sendDocument(ctx.response, document)
  }
}
