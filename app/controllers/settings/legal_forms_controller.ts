import type { HttpContext } from '@adonisjs/core/http'
import {
  initialValues,
  memberForm,
  memberLibrary,
  refuse,
  saveDraft,
} from '#services/support_desk/legal_forms/member_forms'
import LegalFormTransformer from '#transformers/legal_form_transformer'
import { draftValidator, answerMessages } from '#validators/legal_forms'

/**
 * Settings › Legal Forms (SPEC §1 "online legal forms"):
 * the published templates by category, one form's fields with the
 * member's draft, and saving the draft. Only with an active plan: without
 * one the list explains why, and the other actions send the member back
 * to it with that message.
 */
export default class LegalFormsController {
  async index({ inertia, auth, i18n }: HttpContext) {
    const library = await memberLibrary(auth.getUserOrFail())
    if (!library) return inertia.render('Settings/LegalForms', { eligible: false, forms: [] })
    const { forms, drafted } = library
    return inertia.render('Settings/LegalForms', {
      eligible: true,
      forms: forms.map((form) =>
        new LegalFormTransformer(form, i18n.locale, drafted.has(form.id)).toObject()
      ),
    })
  }

  async show(ctx: HttpContext) {
    const found = await memberForm(ctx)
    if (!found) return refuse(ctx)
    const { form, draft } = found
    return ctx.inertia.render('Settings/LegalFormShow', {
      form: LegalFormTransformer.transform(form, ctx.i18n.locale).useVariant('toFillIn'),
      values: initialValues(form, draft),
      draftSavedAt: draft?.updatedAt?.toISO() ?? draft?.createdAt.toISO() ?? null,
    })
  }

  async saveDraft(ctx: HttpContext) {
    const found = await memberForm(ctx)
    if (!found) return refuse(ctx)
    const { form } = found
    const data = await ctx.request.validateUsing(draftValidator(form.fields), {
      messagesProvider: answerMessages(ctx.i18n, form.fields, ctx.i18n.locale),
    })
    await saveDraft(ctx.auth.getUserOrFail().id, form, data.values ?? {})
    ctx.session.flash('success', ctx.i18n.t('legal_forms.flash.draft_saved'))
    return ctx.response.redirect().toRoute('settings.legal-forms.show', { id: form.id })
  }
}
