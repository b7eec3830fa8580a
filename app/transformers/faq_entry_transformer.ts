import { LocalizedTransformer } from '#transformers/concerns/readers'
import FaqEntry from '#models/faq_entry'
import { localized } from '#support/localized'
import { sanitizeRichText } from '#support/rich_text'

/** A question and answer of a FAQ page. */
export default class FaqEntryTransformer extends LocalizedTransformer<FaqEntry> {
  /** The edit form of Manage FAQ; a new entry starts blank, published, on the given page. */
  static form(entry: FaqEntry | null, pageKey: string) {
    const blank = new FaqEntry()
    blank.pageKey = pageKey
    return new FaqEntryTransformer(entry ?? blank).toForm()
  }

  /** As a plan's FAQ page shows it; the answer sanitized again on render. */
  toObject() {
    const entry = this.resource
    return {
      id: entry.id,
      question: localized(entry.question, entry.questionTh, this.locale),
      answerHtml: sanitizeRichText(localized(entry.answer, entry.answerTh, this.locale)),
    }
  }

  /** Form values carry the validator's field names: they are the body the form posts back. */
  toForm() {
    const entry = this.resource
    return {
      page_key: entry.pageKey,
      group_heading: entry.groupHeading ?? '',
      group_heading_th: entry.groupHeadingTh ?? '',
      question: entry.question ?? '',
      question_th: entry.questionTh ?? '',
      answer: entry.answer ?? '',
      answer_th: entry.answerTh ?? '',
      is_published: entry.isPublished ?? true,
    }
  }
}
