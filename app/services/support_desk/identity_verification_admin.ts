import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import drive from '@adonisjs/drive/services/main'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import IdentityVerification from '#models/identity_verification'
import AuditLog from '#models/audit_log'
import type User from '#models/user'
import { IdentityVerificationStatus as Status, type IdentityDocumentType } from '#enums/content'
import IdentityMailJob, { POI_LINK_TTL_HOURS, uploadUrl } from '#jobs/identity_mail_job'
import { RoleId } from '#enums/role'
import { Refusal } from '#exceptions/refusal'

type Who = { actor: User; ip: string | null }

/** How long the lawyer's link to a stored document works. */
export const POI_DOCUMENT_URL_TTL = '5m'

/** What the upload accepts, recognised by the file's first bytes, not by its name. */
const SIGNATURES: Array<{ mime: string; ext: string; magic: number[] }> = [
  { mime: 'application/pdf', ext: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { mime: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
]

export function sniffDocument(bytes: Uint8Array) {
  return SIGNATURES.find(({ magic }) => magic.every((byte, index) => bytes[index] === byte)) ?? null
}

/** A step the verification's state (or the account, or the file) does not allow. */
const refused = (reason: 'not_member' | 'content_type' | 'not_reviewable') =>
  new Refusal('E_POI_REFUSED', `poi.errors.${reason}`, { field: POI_REFUSAL_FIELD[reason] })

/** The form field a refusal is shown under (none: a toast). */
const POI_REFUSAL_FIELD = {
  not_member: 'email',
  content_type: 'document',
  not_reviewable: undefined,
} as const

/**
 * Customer POI Management (SPEC §2.9, lawyer only):
 * a lawyer asks a member for an identity document; the member uploads it
 * through an expiring, single-use link; the document is kept on the
 * private Drive disk and reaches the lawyer only through a signed URL that
 * works for five minutes. Every request, link, view and decision is
 * written to the audit log.
 */
export default class IdentityVerificationAdmin {
  async request(
    member: User,
    input: { documentType: IdentityDocumentType; note: string | null },
    who: Who
  ): Promise<{ verification: IdentityVerification; link: string }> {
    if (member.roleId !== RoleId.USER || member.deletedAt || member.disabledAt) {
      throw refused('not_member')
    }
    return db.transaction(async (trx) => {
      const verification = new IdentityVerification()
      verification.useTransaction(trx)
      verification.merge({
        userId: member.id,
        documentType: input.documentType,
        documentPath: '',
        status: Status.REQUESTED,
        requestedBy: who.actor.id,
        requestNote: input.note?.trim() || null,
      })
      const token = verification.issueLink(POI_LINK_TTL_HOURS * 60)
      await verification.save()
      await AuditLog.record('identity.requested', {
        ...who,
        subject: verification,
        changes: {
          after: {
            user_id: member.id,
            document_type: input.documentType,
            link_expires_at: verification.linkExpiresAt?.toISO(),
          },
        },
        client: trx,
      })
      return { verification, link: uploadUrl(token) }
    })
  }

  /** A new upload link (the previous one stops working), for the copy-link popup. */
  async issueLink(verification: IdentityVerification, who: Who): Promise<string> {
    if (verification.status !== Status.REQUESTED) throw refused('not_reviewable')
    return db.transaction(async (trx) => {
      verification.useTransaction(trx)
      const token = verification.issueLink(POI_LINK_TTL_HOURS * 60)
      await verification.save()
      await AuditLog.record('identity.link_issued', {
        ...who,
        subject: verification,
        changes: { after: { link_expires_at: verification.linkExpiresAt?.toISO() } },
        client: trx,
      })
      return uploadUrl(token)
    })
  }

  /**
   * The email popup's Send: the queued job issues a fresh link itself, so
   * the plain token never sits in the queue's table.
   */
  async emailLink(verification: IdentityVerification, who: Who): Promise<void> {
    if (verification.status !== Status.REQUESTED) throw refused('not_reviewable')
    await AuditLog.record('identity.link_emailed', { ...who, subject: verification })
    await IdentityMailJob.dispatch({ verificationId: verification.id, kind: 'request' })
  }

  /**
   * The member's upload through the link. The type is read from the file's
   * first bytes (a renamed file is refused); the file goes to the private
   * disk under a random name; the link is spent.
   */
  async upload(verification: IdentityVerification, file: MultipartFile): Promise<void> {
    const bytes = await readFile(file.tmpPath!)
    const kind = sniffDocument(bytes)
    if (!kind) throw refused('content_type')
    const key = `identity/${verification.userId}/${randomUUID()}.${kind.ext}`
    await drive.use().put(key, bytes, { contentType: kind.mime, visibility: 'private' })
    await db.transaction(async (trx) => {
      verification.useTransaction(trx)
      const previous = verification.documentPath
      verification.merge({
        documentPath: key,
        documentMime: kind.mime,
        documentSize: bytes.length,
        documentName: (file.clientName || `document.${kind.ext}`).slice(0, 255),
        uploadedAt: DateTime.now(),
        status: Status.PENDING,
        linkToken: null,
        linkExpiresAt: null,
      })
      await verification.save()
      await AuditLog.record('identity.uploaded', {
        actor: null,
        subject: verification,
        changes: {
          before: { status: Status.REQUESTED, had_document: previous !== '' },
          after: { status: Status.PENDING, mime: kind.mime, size: bytes.length },
        },
        client: trx,
      })
    })
  }

  /** The lawyer opens a verification: audited. */
  async recordView(verification: IdentityVerification, who: Who): Promise<void> {
    await AuditLog.record('identity.viewed', { ...who, subject: verification })
  }

  /** A link to the document that works for five minutes; audited. */
  async documentUrl(verification: IdentityVerification, who: Who): Promise<string | null> {
    if (!verification.documentPath) return null
    await AuditLog.record('identity.document_viewed', { ...who, subject: verification })
    return drive.use().getSignedUrl(verification.documentPath, {
      expiresIn: POI_DOCUMENT_URL_TTL,
      contentType: verification.documentMime ?? undefined,
    })
  }

  async approve(verification: IdentityVerification, who: Who): Promise<void> {
    await this.#decide(verification, Status.APPROVED, null, who)
  }

  async reject(verification: IdentityVerification, reason: string, who: Who): Promise<void> {
    await this.#decide(verification, Status.REJECTED, reason, who)
  }

  async #decide(
    verification: IdentityVerification,
    status: typeof Status.APPROVED | typeof Status.REJECTED,
    reason: string | null,
    who: Who
  ) {
    if (verification.status !== Status.PENDING) throw refused('not_reviewable')
    await db.transaction(async (trx) => {
      verification.useTransaction(trx)
      verification.merge({
        status,
        rejectionReason: reason,
        reviewedBy: who.actor.id,
        reviewedAt: DateTime.now(),
      })
      await verification.save()
      await AuditLog.record(`identity.${status}`, {
        ...who,
        subject: verification,
        changes: { before: { status: Status.PENDING }, after: { status, reason } },
        client: trx,
      })
    })
    await IdentityMailJob.dispatch({ verificationId: verification.id, kind: status })
  }
}
