import type TermsAndCondition from '#models/terms_and_condition'
import { sanitizeRichText } from '#support/rich_text'
import { thaiMissing } from '#support/thai_content'

/**
 * The rows the content lists receive (and their information dialogs):
 * whitelists, never a model. The edit forms are variants of each entity's
 * transformer (BlogPostTransformer, ServiceTransformer, ReviewTransformer,
 * TermsAndConditionTransformer).
 */
const iso = (value: { toISO: () => string | null } | null | undefined) => value?.toISO() ?? null

export function toTermsRow(terms: TermsAndCondition, currentId: number | null) {
  return {
    id: terms.id,
    title: terms.title,
    title_th: terms.titleTh,
    version: terms.version,
    is_current: terms.id === currentId,
    is_published: terms.publishedAt !== null,
    thai_missing: thaiMissing(terms, 'terms'),
    published_at: iso(terms.publishedAt),
    description: sanitizeRichText(terms.description),
    created_at: iso(terms.createdAt),
  }
}
export type TermsRow = ReturnType<typeof toTermsRow>
