import { BaseTransformer } from '@adonisjs/core/transformers'
import type FaqEntry from '#models/faq_entry'
import { thaiMissing } from '#support/thai_content'

/** One question as the admin FAQ list shows it (SPEC §2.9): its place, no answer. */
export default class FaqRowTransformer extends BaseTransformer<FaqEntry> {
  toObject() {
    const entry = this.resource
    return {
      id: entry.id,
      pageKey: entry.pageKey,
      position: entry.position,
      groupHeading: entry.groupHeading,
      groupHeadingTh: entry.groupHeadingTh,
      question: entry.question,
      questionTh: entry.questionTh,
      thaiMissing: thaiMissing(entry, 'faq'),
      isPublished: entry.isPublished,
      updatedAt: (entry.updatedAt ?? entry.createdAt).toISO()!,
    }
  }
}
