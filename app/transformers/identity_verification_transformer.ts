import { BaseTransformer } from '@adonisjs/core/transformers'
import type IdentityVerification from '#models/identity_verification'

/**
 * A member's proof of identity (Customer POI, SPEC §2.9): never the
 * storage path or the link token. Relations `user` (and for the detail
 * `requester` and `reviewer`) preloaded.
 */
export default class IdentityVerificationTransformer extends BaseTransformer<IdentityVerification> {
  /** A row of the Customer POI list. */
  toObject() {
    const verification = this.resource
    return {
      id: verification.id,
      memberName: verification.user?.name ?? '',
      memberEmail: verification.user?.email ?? '',
      documentType: verification.documentType,
      status: verification.status,
      linkExpiresAt: verification.linkExpiresAt?.toISO() ?? null,
      uploadedAt: verification.uploadedAt?.toISO() ?? null,
      reviewedAt: verification.reviewedAt?.toISO() ?? null,
      createdAt: verification.createdAt.toISO()!,
    }
  }

  /** The lawyer's detail page: the request, the uploaded document's facts and the decision. */
  toDetail() {
    const verification = this.resource
    return {
      id: verification.id,
      memberName: verification.user?.name ?? '',
      memberEmail: verification.user?.email ?? '',
      documentType: verification.documentType,
      status: verification.status,
      linkExpiresAt: verification.linkExpiresAt?.toISO() ?? null,
      uploadedAt: verification.uploadedAt?.toISO() ?? null,
      reviewedAt: verification.reviewedAt?.toISO() ?? null,
      createdAt: verification.createdAt.toISO()!,
      requestNote: verification.requestNote,
      rejectionReason: verification.rejectionReason,
      requestedBy: verification.requester?.name ?? null,
      reviewedBy: verification.reviewer?.name ?? null,
      hasDocument: verification.documentPath !== '',
      documentMime: verification.documentMime,
      documentSize: verification.documentSize,
      documentName: verification.documentName,
    }
  }
}
