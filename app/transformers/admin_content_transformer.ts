import type BlogPost from '#models/blog_post'
import type BlogTag from '#models/blog_tag'
import type BlogCategory from '#models/blog_category'
import type Service from '#models/service'
import type Review from '#models/review'
import type TermsAndCondition from '#models/terms_and_condition'
import { sanitizeRichText } from '#support/rich_text'
import { BUSINESS_ZONE } from '#support/business_hours'
import { thaiMissing } from '#support/thai_content'

/**
 * The shapes the content screens receive (issue 13 points 2-4): whitelists,
 * never a model. Rows for the lists (and their information dialogs), forms
 * for the edit pages. Rich text reaches the editor sanitized.
 */
const iso = (value: { toISO: () => string | null } | null | undefined) => value?.toISO() ?? null

/** `2026-11-24T09:30` in Bangkok time, for `<input type="datetime-local">`. */
const localInput = (value: BlogPost['publishedAt']) =>
  value ? value.setZone(BUSINESS_ZONE).toFormat("yyyy-LL-dd'T'HH:mm") : ''

export function toBlogPostRow(post: BlogPost) {
  return {
    id: post.id,
    title: post.title,
    title_th: post.titleTh,
    slug: post.slug,
    status: post.status,
    category: post.category ? post.category.name : null,
    tags: post.tags ? post.tags.map((tag) => tag.name) : [],
    thai_missing: thaiMissing(post, 'blog'),
    published_at: iso(post.publishedAt),
    updated_at: iso(post.updatedAt),
  }
}
export type BlogPostRow = ReturnType<typeof toBlogPostRow>

export function toBlogPostForm(post: BlogPost | null) {
  return {
    title: post?.title ?? '',
    title_th: post?.titleTh ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    excerpt_th: post?.excerptTh ?? '',
    body: sanitizeRichText(post?.body),
    body_th: sanitizeRichText(post?.bodyTh),
    seo_title: post?.seoTitle ?? '',
    seo_title_th: post?.seoTitleTh ?? '',
    seo_description: post?.seoDescription ?? '',
    seo_description_th: post?.seoDescriptionTh ?? '',
    category_id: post?.categoryId ? String(post.categoryId) : '',
    tag_ids: post?.tags ? post.tags.map((tag) => String(tag.id)) : [],
    publish: (post?.status === 'published'
      ? 'now'
      : post?.status === 'scheduled'
        ? 'schedule'
        : 'draft') as 'draft' | 'now' | 'schedule',
    publish_at: post?.status === 'scheduled' ? localInput(post.publishedAt) : '',
  }
}
export type BlogPostForm = ReturnType<typeof toBlogPostForm>

export function toBlogTermRow(term: BlogTag | BlogCategory, posts: number) {
  return {
    id: term.id,
    name: term.name,
    name_th: term.nameTh,
    slug: term.slug,
    posts,
    created_at: iso(term.createdAt),
  }
}
export type BlogTermRow = ReturnType<typeof toBlogTermRow>

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

export function toServiceForm(service: Service | null) {
  return {
    title: service?.title ?? '',
    title_th: service?.titleTh ?? '',
    slug: service?.slug ?? '',
    description: sanitizeRichText(service?.description),
    description_th: sanitizeRichText(service?.descriptionTh),
    position: service?.position ?? 0,
    is_active: service?.isActive ?? true,
  }
}
export type ServiceForm = ReturnType<typeof toServiceForm>

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

export function toReviewForm(review: Review | null) {
  return {
    name: review?.name ?? '',
    comment: review?.comment ?? '',
    comment_th: review?.commentTh ?? '',
    rating: review?.rating ?? 5,
    is_published: review?.isPublished ?? false,
  }
}
export type ReviewForm = ReturnType<typeof toReviewForm>

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

export function toTermsForm(terms: TermsAndCondition | null) {
  return {
    title: terms?.title ?? '',
    title_th: terms?.titleTh ?? '',
    version: terms?.version ?? '',
    description: sanitizeRichText(terms?.description),
    description_th: sanitizeRichText(terms?.descriptionTh),
  }
}
export type TermsForm = ReturnType<typeof toTermsForm>
