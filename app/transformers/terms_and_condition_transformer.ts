import { BaseTransformer } from '@adonisjs/core/transformers'
import TermsAndCondition from '#models/terms_and_condition'
import { sanitizeRichText } from '#support/rich_text'

/** A version of the terms and conditions (SPEC §2.7, §2.9 Manage Terms). */
export default class TermsAndConditionTransformer extends BaseTransformer<TermsAndCondition> {
  /** The edit form; a version with no terms yet starts blank. */
  static form(terms: TermsAndCondition | null) {
    return new TermsAndConditionTransformer(terms ?? new TermsAndCondition()).toForm()
  }

  /** Form values carry the validator's field names; rich text reaches the editor sanitized. */
  toForm() {
    const terms = this.resource
    return {
      title: terms.title ?? '',
      title_th: terms.titleTh ?? '',
      version: terms.version ?? '',
      description: sanitizeRichText(terms.description),
      description_th: sanitizeRichText(terms.descriptionTh),
    }
  }
}
