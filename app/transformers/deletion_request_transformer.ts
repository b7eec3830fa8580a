import { BaseTransformer } from '@adonisjs/core/transformers'
import type DeletionRequest from '#models/deletion_request'
import { pdpaDeadline } from '#services/accounts/deletion_request_admin'

/** One PDPA erasure request as Request Delete lists it (SPEC §2.9), with its 30-day deadline. */
export default class DeletionRequestTransformer extends BaseTransformer<DeletionRequest> {
  toObject() {
    const request = this.resource
    const deadline = pdpaDeadline(request)
    const daysLeft = Math.ceil(deadline.diffNow('days').days)
    return {
      id: request.id,
      email: request.email,
      source: request.userId ? ('member' as const) : ('public' as const),
      reason: request.reason,
      status: request.status,
      receivedAt: request.createdAt.toISO()!,
      deadlineAt: deadline.toISO()!,
      daysLeft,
      overdue: request.status === 'pending' && daysLeft < 0,
      verifiedAt: request.verifiedAt?.toISO() ?? null,
      verificationNote: request.verificationNote,
      refusalReason: request.refusalReason,
      processedAt: request.processedAt?.toISO() ?? null,
    }
  }
}
