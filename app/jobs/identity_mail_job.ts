import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import IdentityVerification from '#models/identity_verification'
import AuditLog from '#models/audit_log'
import IdentityMail from '#mails/identity_mail'
import { IdentityVerificationStatus as Status } from '#enums/content'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import { jobOptions } from '#services/platform/job_options'

/** How long a member's upload link works: it expires and serves one upload (SPEC §2.9 Customer POI). */
export const POI_LINK_TTL_HOURS = 72

/** The public upload page's address for a plain link token. */
export function uploadUrl(token: string): string {
  return urlFor('verify-identity', { token }, { prefixUrl: appUrl })
}

export type IdentityMailPayload = {
  verificationId: number
  kind: 'request' | 'approved' | 'rejected'
}

/**
 * Sends a Customer POI mail to the member (queued, in the member's
 * language). A request mail issues its own fresh upload link here, so the
 * plain token is never stored in the queue; a request that is no longer
 * waiting for an upload (or a decision that changed) sends nothing.
 */
export default class IdentityMailJob extends Job<IdentityMailPayload> {
  static options: JobOptions = jobOptions('IdentityMailJob', { maxRetries: 3 })

  async execute() {
    await sendIdentityMail(this.payload)
  }
}

export async function sendIdentityMail({ verificationId, kind }: IdentityMailPayload) {
  const verification = await IdentityVerification.query()
    .where('id', verificationId)
    .preload('user')
    .first()
  if (!verification?.user) return
  const member = verification.user
  const to = { email: member.email, name: member.name, locale: member.locale }
  if (kind === 'request') {
    if (verification.status !== Status.REQUESTED) return
    const link = await db.transaction(async (trx) => {
      verification.useTransaction(trx)
      const token = verification.issueLink(POI_LINK_TTL_HOURS * 60)
      await verification.save()
      await AuditLog.record('identity.link_issued', {
        subject: verification,
        changes: { after: { link_expires_at: verification.linkExpiresAt?.toISO(), by: 'email' } },
        client: trx,
      })
      return uploadUrl(token)
    })
    await mail.sendLater(
      new IdentityMail({
        to,
        kind,
        documentType: verification.documentType,
        link,
        expiresAt: verification.linkExpiresAt?.toISO() ?? undefined,
        note: verification.requestNote,
      })
    )
    return
  }
  if (verification.status !== kind) return
  await mail.sendLater(
    new IdentityMail({
      to,
      kind,
      documentType: verification.documentType,
      reason: verification.rejectionReason,
    })
  )
}
