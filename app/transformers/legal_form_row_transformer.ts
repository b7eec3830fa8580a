import { BaseTransformer } from '@adonisjs/core/transformers'
import type LegalForm from '#models/legal_form'
import { thaiMissing } from '#support/thai_content'

/** One online legal form as the admin Legal Forms list shows it (SPEC §2.8): no body. */
export default class LegalFormRowTransformer extends BaseTransformer<LegalForm> {
  toObject() {
    const form = this.resource
    return {
      id: form.id,
      slug: form.slug,
      titleEn: form.titleEn,
      titleTh: form.titleTh,
      category: form.category,
      fields: form.fields.length,
      published: form.published,
      position: form.position,
      thaiMissing: thaiMissing(form, 'legalForms'),
      updatedAt: (form.updatedAt ?? form.createdAt).toISO()!,
    }
  }
}
