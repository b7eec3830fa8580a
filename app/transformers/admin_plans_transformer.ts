import type IdentityVerification from '#models/identity_verification'

/**
 * The rows of the Customer POI list: whitelists, never a model. Its detail
 * page is a variant of IdentityVerificationTransformer.
 */
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

export type PoiRow = ReturnType<typeof toPoiRow>
