import type { HttpContext } from '@adonisjs/core/http'
import TermsAndCondition from '#models/terms_and_condition'
import { saveContent, deleteContent } from '#services/content/content_writes'
import { publishTerms } from '#services/content/terms_publishing'
import TermsAndConditionTransformer from '#transformers/terms_and_condition_transformer'
import { termsValidator } from '#validators/admin_content'
import { staffWrite } from '#support/staff_write'

/**
 * SPEC §2.9 Terms & Conditions. A version is written as a
 * draft, then published: from then on it is the current version, the one
 * checkout shows and plan agreements record (TermsAndCondition.current()).
 * A published version is never edited or deleted, since members accepted
 * exactly that text; a change is a new version.
 */
export default class TermsController {
  async create({ inertia }: HttpContext) {
    // A new version starts from the current text.
    const current = await TermsAndCondition.current()
    const form = TermsAndConditionTransformer.form(current)
    return inertia.render('Admin/TermsForm', { terms: null, form: { ...form, version: '' } })
  }

  async store(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(termsValidator, { meta: {} })
    const terms = new TermsAndCondition()
    terms.isActive = false
    await saveContent(terms, this.#values(data), 'terms.created', staffWrite(ctx))
    ctx.session.flash('success', ctx.i18n.t('admin_content.flash.saved'))
    return ctx.response.redirect().toRoute('admin.terms')
  }

  async edit(ctx: HttpContext) {
    const terms = await TermsAndCondition.findOrFail(ctx.params.id)
    if (terms.publishedAt) return this.#locked(ctx)
    return ctx.inertia.render('Admin/TermsForm', {
      terms: { id: terms.id },
      form: TermsAndConditionTransformer.form(terms),
    })
  }

  async update(ctx: HttpContext) {
    const terms = await TermsAndCondition.findOrFail(ctx.params.id)
    if (terms.publishedAt) return this.#locked(ctx)
    const data = await ctx.request.validateUsing(termsValidator, { meta: { id: terms.id } })
    await saveContent(terms, this.#values(data), 'terms.updated', staffWrite(ctx))
    ctx.session.flash('success', ctx.i18n.t('admin_content.flash.saved'))
    return ctx.response.redirect().toRoute('admin.terms')
  }

  async publish(ctx: HttpContext) {
    const terms = await TermsAndCondition.findOrFail(ctx.params.id)
    if (terms.publishedAt) return this.#locked(ctx)
    await publishTerms(terms, staffWrite(ctx))
    ctx.session.flash('success', ctx.i18n.t('admin_content.flash.terms_published'))
    return ctx.response.redirect().withQs().back()
  }

  async destroy(ctx: HttpContext) {
    const terms = await TermsAndCondition.findOrFail(ctx.params.id)
    if (terms.publishedAt) return this.#locked(ctx)
    await deleteContent(terms, 'terms.deleted', staffWrite(ctx), {
      title: terms.title,
      version: terms.version,
    })
    ctx.session.flash('success', ctx.i18n.t('admin_content.flash.deleted'))
    return ctx.response.redirect().withQs().back()
  }

  #locked({ session, i18n, response }: HttpContext) {
    session.flash('error', i18n.t('admin_content.terms.published_locked'))
    return response.redirect().toRoute('admin.terms')
  }

  #values(data: {
    title: string
    title_th?: string | null
    version: string
    description: string
    description_th?: string | null
  }) {
    return {
      title: data.title,
      titleTh: data.title_th || null,
      version: data.version,
      description: data.description,
      descriptionTh: data.description_th || null,
    }
  }
}
