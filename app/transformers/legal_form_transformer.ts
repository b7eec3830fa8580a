import { BaseTransformer } from '@adonisjs/core/transformers'
import LegalForm from '#models/legal_form'

/**
 * An online legal form (SPEC §2.8): whitelists, never a model; the admin
 * list's rows are LegalFormRowTransformer's. Staff's editor form keeps the validator's field
 * names (the body it posts back); the members' shapes are in their language.
 */
export default class LegalFormTransformer extends BaseTransformer<LegalForm> {
  constructor(
    form: LegalForm,
    /** The reader's language. */
    protected locale = 'en',
    /** Whether the member has a saved draft of this form. */
    protected hasDraft = false
  ) {
    super(form)
  }

  /** The editor's values; a new form starts blank, unpublished, in the personal category. */
  static form(form: LegalForm | null) {
    return new LegalFormTransformer(form ?? new LegalForm()).toForm()
  }

  /** A card of Settings › Legal forms. */
  toObject() {
    const form = this.resource
    return {
      id: form.id,
      title: form.title(this.locale),
      description: form.description(this.locale) ?? '',
      category: form.category,
      hasDraft: this.hasDraft,
    }
  }

  /** One form to fill in: its fields labelled in the member's language. */
  toFillIn() {
    const form = this.resource
    const th = this.locale === 'th'
    return {
      id: form.id,
      title: form.title(this.locale),
      description: form.description(this.locale) ?? '',
      category: form.category,
      fields: form.fields.map((field) => ({
        key: field.key,
        label: th ? field.label_th : field.label_en,
        type: field.type,
        required: field.required,
        options: (field.options ?? []).map((option) => ({
          value: option.value,
          label: th ? option.label_th : option.label_en,
        })),
      })),
    }
  }

  toForm() {
    const form = this.resource
    return {
      title_en: form.titleEn ?? '',
      title_th: form.titleTh ?? '',
      description_en: form.descriptionEn ?? '',
      description_th: form.descriptionTh ?? '',
      slug: form.slug ?? '',
      category: form.category ?? 'personal',
      fields: (form.fields ?? []).map((field) => ({
        key: field.key,
        label_en: field.label_en,
        label_th: field.label_th,
        type: field.type,
        required: field.required,
        options_text: (field.options ?? [])
          .map((option) => `${option.label_en} | ${option.label_th}`)
          .join('\n'),
      })),
      body_en: form.bodyEn ?? '',
      body_th: form.bodyTh ?? '',
      published: form.published ?? false,
      position: form.position ?? 0,
    }
  }
}
