import type LegalForm from '#models/legal_form'
import type { LegalFormField } from '#enums/legal_forms'
import { thaiMissing } from '#support/thai_content'

/**
 * Shapes of the online legal forms (issue 18 item 5): whitelists, never a
 * model. Staff get rows and the editor's form; members get the published
 * forms in their language and one form's fields with their draft.
 */
const iso = (value: { toISO: () => string | null } | null | undefined) => value?.toISO() ?? null

export function toLegalFormRow(form: LegalForm) {
  return {
    id: form.id,
    slug: form.slug,
    title_en: form.titleEn,
    title_th: form.titleTh,
    category: form.category,
    fields: form.fields.length,
    published: form.published,
    position: form.position,
    thai_missing: thaiMissing(form, 'legalForms'),
    updated_at: iso(form.updatedAt ?? form.createdAt),
  }
}
export type LegalFormRow = ReturnType<typeof toLegalFormRow>

export type LegalFormFieldInput = {
  key: string
  label_en: string
  label_th: string
  type: LegalFormField['type']
  required: boolean
  options_text: string
}

export function toLegalFormForm(form: LegalForm | null) {
  return {
    title_en: form?.titleEn ?? '',
    title_th: form?.titleTh ?? '',
    description_en: form?.descriptionEn ?? '',
    description_th: form?.descriptionTh ?? '',
    slug: form?.slug ?? '',
    category: form?.category ?? 'personal',
    fields: (form?.fields ?? []).map((field): LegalFormFieldInput => ({
      key: field.key,
      label_en: field.label_en,
      label_th: field.label_th,
      type: field.type,
      required: field.required,
      options_text: (field.options ?? [])
        .map((option) => `${option.label_en} | ${option.label_th}`)
        .join('\n'),
    })),
    body_en: form?.bodyEn ?? '',
    body_th: form?.bodyTh ?? '',
    published: form?.published ?? false,
    position: form?.position ?? 0,
  }
}
export type LegalFormForm = ReturnType<typeof toLegalFormForm>

export function toMemberLegalFormItem(form: LegalForm, locale: string, hasDraft: boolean) {
  return {
    id: form.id,
    title: form.title(locale),
    description: form.description(locale) ?? '',
    category: form.category,
    has_draft: hasDraft,
  }
}
export type MemberLegalFormItem = ReturnType<typeof toMemberLegalFormItem>

export function toMemberLegalForm(form: LegalForm, locale: string) {
  return {
    id: form.id,
    title: form.title(locale),
    description: form.description(locale) ?? '',
    category: form.category,
    fields: form.fields.map((field) => ({
      key: field.key,
      label: locale === 'th' ? field.label_th : field.label_en,
      type: field.type,
      required: field.required,
      options: (field.options ?? []).map((option) => ({
        value: option.value,
        label: locale === 'th' ? option.label_th : option.label_en,
      })),
    })),
  }
}
export type MemberLegalForm = ReturnType<typeof toMemberLegalForm>
