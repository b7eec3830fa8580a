import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { errors as vineErrors } from '@vinejs/vine'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { legalFormDocument } from '#services/documents/legal_form_pdf'
import { sendDocument } from '#services/documents/http'
import { documentLocale } from '#services/documents/thai_text'
import { documentValidator, answerMessages } from '#validators/legal_forms'
import {
  memberForm,
  refuse,
  saveDraft,
  initialValues,
} from '#controllers/settings/legal_forms_controller'

/**
 * The PDF of a filled legal form, in English or Thai (issue 18 item 5).
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
    if (ctx.request.header('x-inertia')) return ctx.inertia.location(url)
    return ctx.response.redirect(url)
  }

  async show(ctx: HttpContext) {
    const found = await memberForm(ctx)
    if (!found) return refuse(ctx)
    const { form, draft } = found
    const user = ctx.auth.getUserOrFail()
    const locale = documentLocale(ctx.request.qs().lang, ctx.i18n.locale)
    const values = initialValues(form, draft)
    // The kept answers must still pass (the form may have changed since).
    try {
      await documentValidator(form.fields).validate(
        { lang: locale, values: blankToNull(values) },
        { messagesProvider: answerMessages(ctx.i18n, form.fields, ctx.i18n.locale) }
      )
    } catch (error) {
      if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
      ctx.session.flash('error', ctx.i18n.t('legal_forms.flash.complete_first'))
      return ctx.response.redirect().toRoute('settings.legal-forms.show', { id: form.id })
    }
    const document = await legalFormDocument({
      form,
      values,
      locale,
      memberName: user.name || user.email,
      at: DateTime.now(),
    })
    return sendDocument(ctx.response, document)
  }
}

function blankToNull(values: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' ? null : value])
  )
}
