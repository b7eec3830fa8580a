import type { HttpContext } from '@adonisjs/core/http'
import LegalForm from '#models/legal_form'
import LegalFormDraft from '#models/legal_form_draft'
import { LEGAL_FORM_CATEGORIES } from '#enums/legal_forms'
import { hasActivePlan } from '#services/legal_forms/access'
import LegalFormTransformer from '#transformers/legal_form_transformer'
import { draftValidator, answerMessages } from '#validators/legal_forms'

/**
 * Settings › Legal Forms (SPEC §1 "online legal forms", issue 18 item 5):
 * the published templates by category, one form's fields with the
 * member's draft, and saving the draft. Only with an active plan: without
 * one the list explains why, and the other actions send the member back
 * to it with that message.
 */
export default class LegalFormsController {
  async index({ inertia, auth, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    if (!(await hasActivePlan(user))) {
      return inertia.render('Settings/LegalForms', { eligible: false, forms: [] })
    }
    const [forms, drafts] = await Promise.all([
      LegalForm.query().withScopes((scopes) => scopes.published()),
      LegalFormDraft.query().where('user_id', user.id).select('legal_form_id'),
    ])
    const drafted = new Set(drafts.map((draft) => draft.legalFormId))
    // Categories in the library's own order (personal matters first), then by position.
    const order = (form: LegalForm) => LEGAL_FORM_CATEGORIES.indexOf(form.category)
    forms.sort((a, b) => order(a) - order(b) || a.position - b.position)
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

/** The published form the route names, with this member's draft; null without an active plan. */
export async function memberForm(ctx: HttpContext) {
  const user = ctx.auth.getUserOrFail()
  if (!(await hasActivePlan(user))) return null
  const form = await LegalForm.query()
    .where('id', ctx.params.id)
    .where('published', true)
    .firstOrFail()
  const draft = await LegalFormDraft.query()
    .where('user_id', user.id)
    .where('legal_form_id', form.id)
    .first()
  return { form, draft }
}

/** No active plan: back to the list, which says why. */
export function refuse({ session, i18n, response }: HttpContext) {
  session.flash('error', i18n.t('legal_forms.no_plan.flash'))
  return response.redirect().toRoute('settings.legal-forms')
}

/** Every field's answer as text ('' when none), from the draft. */
export function initialValues(form: LegalForm, draft: LegalFormDraft | null) {
  return Object.fromEntries(
    form.fields.map((field) => [field.key, String(draft?.values?.[field.key] ?? '')])
  )
}

/** One draft per member and form: saving again replaces the answers. */
export async function saveDraft(userId: number, form: LegalForm, values: Record<string, unknown>) {
  const clean = Object.fromEntries(
    form.fields
      .filter((field) => values[field.key] !== undefined && values[field.key] !== null)
      .map((field) => [field.key, String(values[field.key])])
  )
  return LegalFormDraft.updateOrCreate(
    { userId, legalFormId: form.id },
    { userId, legalFormId: form.id, values: clean }
  )
}
