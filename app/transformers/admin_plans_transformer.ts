import type Plan from '#models/plan'
import type Price from '#models/price'
import type PlanDetailItem from '#models/plan_detail_item'
import type FaqEntry from '#models/faq_entry'
import type IdentityVerification from '#models/identity_verification'
import { thaiMissing } from '#support/thai_content'

/**
 * What the Manage Plan Details, FAQ and Customer POI screens receive
 * (issue 13 points 5, 6, 10): whitelists, never a model. Form shapes use
 * the validators' snake_case field names.
 */
export function toPlanCopyForm(plan: Plan) {
  return {
    description: plan.description ?? '',
    description_th: plan.descriptionTh ?? '',
  }
}

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

export function toDetailItemForm(item: PlanDetailItem | null) {
  return {
    question: item?.question ?? '',
    question_th: item?.questionTh ?? '',
    description: item?.description ?? '',
    description_th: item?.descriptionTh ?? '',
    variants: item?.variants ?? [],
    variants_th: item?.variantsTh ?? [],
    answers: item?.answers ?? [],
    answers_th: item?.answersTh ?? [],
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

export function toFaqForm(entry: FaqEntry | null, pageKey: string) {
  return {
    page_key: entry?.pageKey ?? pageKey,
    group_heading: entry?.groupHeading ?? '',
    group_heading_th: entry?.groupHeadingTh ?? '',
    question: entry?.question ?? '',
    question_th: entry?.questionTh ?? '',
    answer: entry?.answer ?? '',
    answer_th: entry?.answerTh ?? '',
    is_published: entry?.isPublished ?? true,
  }
}

/** A Customer POI row: never the storage path or the link token. */
export function toPoiRow(verification: IdentityVerification) {
  return {
    id: verification.id,
    member_name: verification.user?.name ?? '',
    member_email: verification.user?.email ?? '',
    document_type: verification.documentType,
    status: verification.status,
    link_expires_at: verification.linkExpiresAt?.toISO() ?? null,
    uploaded_at: verification.uploadedAt?.toISO() ?? null,
    reviewed_at: verification.reviewedAt?.toISO() ?? null,
    created_at: verification.createdAt.toISO()!,
  }
}

export function toPoiDetail(verification: IdentityVerification) {
  return {
    ...toPoiRow(verification),
    request_note: verification.requestNote,
    rejection_reason: verification.rejectionReason,
    requested_by: verification.requester?.name ?? null,
    reviewed_by: verification.reviewer?.name ?? null,
    has_document: verification.documentPath !== '',
    document_mime: verification.documentMime,
    document_size: verification.documentSize,
    document_name: verification.documentName,
  }
}

export type PlanCopyForm = ReturnType<typeof toPlanCopyForm>
export type PriceRow = ReturnType<typeof toPriceRow>
export type DetailItemRow = ReturnType<typeof toDetailItemRow>
export type DetailItemForm = ReturnType<typeof toDetailItemForm>
export type FaqRow = ReturnType<typeof toFaqRow>
export type FaqForm = ReturnType<typeof toFaqForm>
export type PoiRow = ReturnType<typeof toPoiRow>
export type PoiDetail = ReturnType<typeof toPoiDetail>
