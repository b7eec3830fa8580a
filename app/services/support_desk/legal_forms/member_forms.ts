import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import LegalForm from '#models/legal_form'
import LegalFormDraft from '#models/legal_form_draft'
import type User from '#models/user'
import { LEGAL_FORM_CATEGORIES } from '#enums/legal_forms'
import { hasActivePlan } from '#services/support_desk/legal_forms/access'
import { legalFormDocument } from '#services/documents/legal_form_pdf'
import { documentValidator } from '#validators/legal_forms'

/**
 * A member's legal forms (SPEC §1 "online legal forms"): the published
 * templates, the member's draft of each, and the PDF of a filled form.
 * Only with an active plan.
 */

/** The published forms in the library's order, and which ones this member has a draft of; null without an active plan. */
export async function memberLibrary(user: User) {
  if (!(await hasActivePlan(user))) return null
  const [forms, drafts] = await Promise.all([
    LegalForm.query().withScopes((scopes) => scopes.published()),
    LegalFormDraft.query().where('user_id', user.id).select('legal_form_id'),
  ])
  // Categories in the library's own order (personal matters first), then by position.
  const order = (form: LegalForm) => LEGAL_FORM_CATEGORIES.indexOf(form.category)
  forms.sort((a, b) => order(a) - order(b) || a.position - b.position)
  return { forms, drafted: new Set(drafts.map((draft) => draft.legalFormId)) }
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

function blankToNull(values: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' ? null : value])
  )
}

/**
 * The PDF of the member's kept answers in `locale`; null when they no
 * longer pass (the form may have changed since they were kept).
 */
export async function filledFormDocument(
  user: User,
  { form, draft }: { form: LegalForm; draft: LegalFormDraft | null },
  locale: 'en' | 'th'
) {
  const values = initialValues(form, draft)
  const [invalid] = await documentValidator(form.fields).tryValidate({
    lang: locale,
    values: blankToNull(values),
  })
  if (invalid) return null
  return legalFormDocument({
    form,
    values,
    locale,
    memberName: user.name || user.email,
    at: DateTime.now(),
  })
}
