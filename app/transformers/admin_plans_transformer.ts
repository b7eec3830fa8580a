import type Price from '#models/price'
import type PlanDetailItem from '#models/plan_detail_item'
import type FaqEntry from '#models/faq_entry'
import { thaiMissing } from '#support/thai_content'

/**
 * The rows of the Manage Plan Details and FAQ lists: whitelists, never a
 * model. Their forms and detail pages are variants of PlanTransformer,
 * PlanDetailItemTransformer and FaqEntryTransformer.
 */
export function toPriceRow(price: Price, membershipCount: number) {
  return {
    id: price.id,
    billing_period: price.billingPeriod,
    amount_satang: price.amountSatang,
    is_active: price.isActive,
    memberships: membershipCount,
    created_at: price.createdAt.toISO()!,
  }
}

export function toDetailItemRow(item: PlanDetailItem) {
  return {
    id: item.id,
    position: item.position,
    question: item.question,
    question_th: item.questionTh,
    answers: (item.answers ?? []).length,
    thai_missing: thaiMissing(item, 'planDetails'),
    updated_at: (item.updatedAt ?? item.createdAt).toISO()!,
  }
}

export function toFaqRow(entry: FaqEntry) {
  return {
    id: entry.id,
    page_key: entry.pageKey,
    position: entry.position,
    group_heading: entry.groupHeading,
    group_heading_th: entry.groupHeadingTh,
    question: entry.question,
    question_th: entry.questionTh,
    thai_missing: thaiMissing(entry, 'faq'),
    is_published: entry.isPublished,
    updated_at: (entry.updatedAt ?? entry.createdAt).toISO()!,
  }
}

/** A Customer POI row: never the storage path or the link token. */

export type PriceRow = ReturnType<typeof toPriceRow>
export type DetailItemRow = ReturnType<typeof toDetailItemRow>
export type FaqRow = ReturnType<typeof toFaqRow>
