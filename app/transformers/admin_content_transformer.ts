import type Service from '#models/service'
import type Review from '#models/review'
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

export function toServiceRow(service: Service) {
  return {
    id: service.id,
    title: service.title,
    title_th: service.titleTh,
    slug: service.slug,
    is_active: service.isActive,
    position: service.position,
    thai_missing: thaiMissing(service, 'services'),
    description: sanitizeRichText(service.description),
    updated_at: iso(service.updatedAt ?? service.createdAt),
  }
}
export type ServiceRow = ReturnType<typeof toServiceRow>

export function toReviewRow(review: Review) {
  return {
    id: review.id,
    name: review.name,
    comment: review.comment,
    comment_th: review.commentTh,
    rating: review.rating,
    is_published: review.isPublished,
    thai_missing: thaiMissing(review, 'reviews'),
    created_at: iso(review.createdAt),
  }
}
export type ReviewRow = ReturnType<typeof toReviewRow>

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
