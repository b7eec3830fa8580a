import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import LegalForm from '#models/legal_form'
import { LEGAL_FORM_CATEGORIES, type LegalFormField } from '#enums/legal_forms'
import { saveContent, deleteContent, uniqueSlug } from '#services/content/content_writes'
import LegalFormTransformer from '#transformers/legal_form_transformer'
import { legalFormValidator, parseOptions } from '#validators/legal_forms'
import { staffWrite } from '#support/staff_write'

/**
 * The online legal forms library in the content editor (SPEC §1): staff write
 * each template in English and Thai, with its fields
 * and a body of `{{key}}` placeholders, and publish it to members.
 */
export default class LegalFormsController {
  async create({ inertia }: HttpContext) {
    return inertia.render('Admin/LegalFormForm', {
      legalForm: null,
      categories: LEGAL_FORM_CATEGORIES,
      form: LegalFormTransformer.form(null),
    })
  }

  async store(ctx: HttpContext) {
    await this.#save(ctx, new LegalForm(), 'legal_form.created')
    ctx.session.flash('success', ctx.i18n.t('admin_legal_forms.flash.saved'))
    return ctx.response.redirect().toRoute('admin.legal_forms')
  }

  async edit({ params, inertia }: HttpContext) {
    const legalForm = await LegalForm.findOrFail(params.id)
    return inertia.render('Admin/LegalFormForm', {
      legalForm: { id: legalForm.id, slug: legalForm.slug },
      categories: LEGAL_FORM_CATEGORIES,
      form: LegalFormTransformer.form(legalForm),
    })
  }

  async update(ctx: HttpContext) {
    await this.#save(ctx, await LegalForm.findOrFail(ctx.params.id), 'legal_form.updated')
    ctx.session.flash('success', ctx.i18n.t('admin_legal_forms.flash.saved'))
    return ctx.response.redirect().toRoute('admin.legal_forms')
  }

  async publish(ctx: HttpContext) {
    return this.#setPublished(ctx, true)
  }

  async unpublish(ctx: HttpContext) {
    return this.#setPublished(ctx, false)
  }

  async destroy(ctx: HttpContext) {
    const legalForm = await LegalForm.findOrFail(ctx.params.id)
    await deleteContent(legalForm, 'legal_form.deleted', staffWrite(ctx), {
      title: legalForm.titleEn,
      slug: legalForm.slug,
    })
    ctx.session.flash('success', ctx.i18n.t('admin_legal_forms.flash.deleted'))
    return ctx.response.redirect().withQs().back()
  }

  async #setPublished(ctx: HttpContext, published: boolean) {
    const legalForm = await LegalForm.findOrFail(ctx.params.id)
    await saveContent(
      legalForm,
      { published },
      published ? 'legal_form.published' : 'legal_form.unpublished',
      staffWrite(ctx)
    )
    ctx.session.flash(
      'success',
      ctx.i18n.t(`admin_legal_forms.flash.${published ? 'published' : 'unpublished'}`)
    )
    return ctx.response.redirect().withQs().back()
  }

  async #save(ctx: HttpContext, legalForm: LegalForm, action: string) {
    const own = legalForm.$isPersisted ? legalForm.id : undefined
    const data = await ctx.request.validateUsing(legalFormValidator, { meta: { id: own } })
    const fields = this.#fields(ctx, data.fields)
    await saveContent(
      legalForm,
      {
        titleEn: data.title_en,
        titleTh: data.title_th,
        slug: data.slug || (own ? legalForm.slug : await uniqueSlug('legal_forms', data.title_en)),
        descriptionEn: data.description_en || null,
        descriptionTh: data.description_th || null,
        category: data.category,
        fields,
        bodyEn: data.body_en,
        bodyTh: data.body_th,
        published: data.published ?? false,
        position: data.position ?? legalForm.position ?? 0,
      },
      action,
      staffWrite(ctx)
    )
  }

  /** The fields as stored; a repeated key or a choice without choices is a field error. */
  #fields(
    ctx: HttpContext,
    input: Array<{
      key: string
      label_en: string
      label_th: string
      type: LegalFormField['type']
      required?: boolean
      options_text?: string
    }>
  ): LegalFormField[] {
    const problems: Array<{ field: string; rule: string; message: string }> = []
    const seen = new Set<string>()
    const fields = input.map((field, index) => {
      if (seen.has(field.key)) {
        problems.push({
          field: `fields.${index}.key`,
          rule: 'distinct',
          message: ctx.i18n.t('admin_legal_forms.errors.duplicate_key', { key: field.key }),
        })
      }
      seen.add(field.key)
      const options = field.type === 'choice' ? parseOptions(field.options_text) : undefined
      if (field.type === 'choice' && (!options || options.length === 0)) {
        problems.push({
          field: `fields.${index}.options_text`,
          rule: 'required',
          message: ctx.i18n.t('admin_legal_forms.errors.choices_required'),
        })
      }
      return {
        key: field.key,
        label_en: field.label_en,
        label_th: field.label_th,
        type: field.type,
        required: field.required ?? false,
        ...(options ? { options: options.slice(0, 20) } : {}),
      }
    })
    if (problems.length) throw new vineErrors.E_VALIDATION_ERROR(problems)
    return fields
  }
}
