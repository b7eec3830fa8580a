import { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import type DeletionRequest from '#models/deletion_request'
import User from '#models/user'
import AuditLog from '#models/audit_log'
import { DeletionRequestStatus } from '#enums/content'
import { RoleId } from '#enums/role'
import accountDeletion from '#services/accounts/account_deletion'
import DeletionRefusedMail from '#mails/deletion_refused_mail'
import type { StaffWrite } from '#services/memberships/subscription_admin'
import { Refusal } from '#exceptions/refusal'

/** PDPA §30: a data subject's request is answered within 30 days of receipt. */
export const PDPA_DEADLINE_DAYS = 30

export function pdpaDeadline(request: DeletionRequest) {
  return request.createdAt.plus({ days: PDPA_DEADLINE_DAYS })
}

/** Why a deletion request cannot be handled yet (or at all): nothing changes. */
const notReady = (reason: 'not_pending' | 'not_verified' | 'no_account' | 'staff_account') =>
  new Refusal('E_DELETION_NOT_READY', `request_delete.errors.${reason}`)

/**
 * Staff handling of PDPA deletion requests (SPEC §2.9 Request Delete):
 * identity verified first, then executed through the account deletion
 * service or refused with a reason mailed to the requester. All audited.
 */
export class DeletionRequestAdmin {
  /** The live member account the request is about (by id, else by email). */
  async accountOf(request: DeletionRequest): Promise<User | null> {
    const query = User.query().whereNull('deleted_at')
    if (request.userId) query.where('id', request.userId)
    else query.where('email', request.email)
    return query.first()
  }

  #pending(request: DeletionRequest) {
    if (request.status !== DeletionRequestStatus.PENDING) {
      throw notReady('not_pending')
    }
  }

  async verify(request: DeletionRequest, note: string, who: StaffWrite) {
    this.#pending(request)
    request.merge({
      verifiedAt: DateTime.utc().startOf('second'),
      verifiedBy: who.actor.id,
      verificationNote: note,
    })
    await request.save()
    await AuditLog.record('deletion_request.verified', {
      actor: who.actor,
      subject: request,
      changes: {
        before: { verified_at: null },
        after: { verified_at: request.verifiedAt!.toISO(), note },
      },
      ip: who.ip,
    })
    return request
  }

  async execute(request: DeletionRequest, who: StaffWrite) {
    this.#pending(request)
    if (!request.verifiedAt) throw notReady('not_verified')
    const account = await this.accountOf(request)
    if (!account) throw notReady('no_account')
    // Staff accounts are closed by a super admin in Manage Users, not erased from here.
    if (account.roleId !== RoleId.USER) throw notReady('staff_account')
    await accountDeletion.delete(account, { ip: who.ip, actor: who.actor, request })
    await AuditLog.record('deletion_request.executed', {
      actor: who.actor,
      subject: request,
      changes: {
        before: { status: 'pending' },
        after: { status: request.status, user_id: account.id },
      },
      ip: who.ip,
    })
    return request
  }

  async refuse(request: DeletionRequest, reason: string, who: StaffWrite) {
    this.#pending(request)
    const account = await this.accountOf(request)
    request.merge({
      status: DeletionRequestStatus.REJECTED,
      refusalReason: reason,
      processedAt: DateTime.utc().startOf('second'),
      processedBy: who.actor.id,
    })
    await request.save()
    await AuditLog.record('deletion_request.refused', {
      actor: who.actor,
      subject: request,
      changes: { before: { status: 'pending' }, after: { status: request.status, reason } },
      ip: who.ip,
    })
    await mail.sendLater(
      new DeletionRefusedMail(
        { email: request.email, name: account?.name ?? request.email, locale: account?.locale },
        reason
      )
    )
    return request
  }
}

export default new DeletionRequestAdmin()
