import type Price from '#models/price'
import type PlanDetailItem from '#models/plan_detail_item'
import type IdentityVerification from '#models/identity_verification'
import { thaiMissing } from '#support/thai_content'

/**
 * The rows of the Manage Plan Details and Customer POI lists:
 * whitelists, never a model. Their forms and detail pages are variants of
 * PlanTransformer, PlanDetailItemTransformer and IdentityVerificationTransformer.
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

export type PriceRow = ReturnType<typeof toPriceRow>
export type DetailItemRow = ReturnType<typeof toDetailItemRow>
export type PoiRow = ReturnType<typeof toPoiRow>
