import { BaseTransformer } from '@adonisjs/core/transformers'
import type IdentityVerification from '#models/identity_verification'
import { POI_MAX_BYTES } from '#validators/admin_plans'

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

  /**
   * The member's upload page, reached by the link `token` (Customer POI):
   * who is asked, for what, until when, and the largest file accepted.
   */
  toUploadRequest(token: string) {
    const verification = this.resource
    return {
      token,
      name: verification.user.name,
      documentType: verification.documentType,
      note: verification.requestNote,
      expiresAt: verification.linkExpiresAt!.toISO()!,
      maxBytes: POI_MAX_BYTES,
    }
  }

  /** The lawyer's detail page: the request, the uploaded document's facts and the decision. */
  toDetail() {
    const verification = this.resource
    return {
      ...this.toObject(),
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
