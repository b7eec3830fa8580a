import { BaseTransformer } from '@adonisjs/core/transformers'
import type TermsAndCondition from '#models/terms_and_condition'
import { sanitizeRichText } from '#support/rich_text'
import { thaiMissing } from '#support/thai_content'

/** One version as the admin Terms & Conditions list shows it (SPEC §2.9), against the current one. */
export default class TermsRowTransformer extends BaseTransformer<TermsAndCondition> {
  constructor(
    terms: TermsAndCondition,
    protected currentId: number | null = null
  ) {
    super(terms)
  }

  toObject() {
    const terms = this.resource
    return {
      id: terms.id,
      title: terms.title,
      titleTh: terms.titleTh,
      version: terms.version,
      isCurrent: terms.id === this.currentId,
      isPublished: terms.publishedAt !== null,
      thaiMissing: thaiMissing(terms, 'terms'),
      publishedAt: terms.publishedAt?.toISO() ?? null,
      description: sanitizeRichText(terms.description),
      createdAt: terms.createdAt.toISO()!,
    }
  }
}
