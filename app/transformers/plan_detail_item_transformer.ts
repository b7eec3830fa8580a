import { LocalizedTransformer } from '#transformers/concerns/readers'
import PlanDetailItem from '#models/plan_detail_item'
import { sanitizeRichText } from '#support/rich_text'
import { localized } from '#support/localized'

/** Thai lines when the item has any, else the English ones. */
function localizedLines(english: string[] | null, thai: string[] | null, locale: string) {
  return locale === 'th' && thai?.some((line) => line.trim() !== '') ? thai : (english ?? [])
}

/** One accordion item of a plan's details (SPEC §2.6, §3). */
export default class PlanDetailItemTransformer extends LocalizedTransformer<PlanDetailItem> {
  /** The edit form of Manage Plan Details; a new item starts blank. */
  static form(item: PlanDetailItem | null) {
    return new PlanDetailItemTransformer(item ?? new PlanDetailItem()).toForm()
  }

  /** As the plan pages and the plan-details modal show it, in the reader's language. */
  toObject() {
    const item = this.resource
    return {
      id: item.id,
      question: localized(item.question, item.questionTh, this.locale),
      description: localized(item.description ?? '', item.descriptionTh, this.locale) || null,
      /** Variants of the description (SPEC §3), plain text. */
      variants: localizedLines(item.variants, item.variantsTh, this.locale),
      /** Rich text (HTML), sanitized again here on render. */
      answers: localizedLines(item.answers, item.answersTh, this.locale)
        .map((answer) => sanitizeRichText(answer))
        .filter(Boolean),
    }
  }

  /** Form values carry the validator's field names: they are the body the form posts back. */
  toForm() {
    const item = this.resource
    return {
      question: item.question ?? '',
      question_th: item.questionTh ?? '',
      description: item.description ?? '',
      description_th: item.descriptionTh ?? '',
      variants: item.variants ?? [],
      variants_th: item.variantsTh ?? [],
      answers: item.answers ?? [],
      answers_th: item.answersTh ?? [],
    }
  }
}
