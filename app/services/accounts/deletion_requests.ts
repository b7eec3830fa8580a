import DeletionRequest from '#models/deletion_request'
import { DeletionRequestStatus } from '#enums/content'
import type { RequestMeta } from '#types/request_meta'

/** PDPA erasure request; staff process it within 30 days. */
export async function requestDeletion(data: { email: string; reason?: string }, meta: RequestMeta) {
  return DeletionRequest.create({
    email: data.email,
    reason: data.reason ?? null,
    status: DeletionRequestStatus.PENDING,
    userId: meta.userId ?? null,
  })
}
