import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import lifecycle from '#services/memberships/subscription_lifecycle'
import userSessions from '#services/accounts/user_sessions'
import type User from '#models/user'
import Subscription from '#models/subscription'
import DeletionRequest from '#models/deletion_request'
import AuditLog from '#models/audit_log'
import { SubscriptionStatus } from '#enums/billing'
import { DeletionRequestStatus } from '#enums/content'
import { sqlTime } from '#support/columns'
import AccountDeletedNotification from '#mails/account_deleted_notification'

export const DELETION_REASON = 'Account deleted by the member'
export const DELETED_NAME = 'Deleted member'

export function anonymizedEmail(userId: number) {
  return `deleted-${userId}@deleted.lexpat.invalid`
}

export type DeletionResult = {
  deletionRequest: DeletionRequest
  cancelled: string[]
  rejected: string[]
}

/**
 * A member deletes their own account (SPEC §7 auth.delete.profile).
 *
 * Thailand's PDPA gives the member the right to erasure, while the Revenue
 * Code requires tax invoices to be kept: so the invoices stay exactly as
 * issued (bill_to_name and bill_to_email included) and so do the
 * membership rows they point to, while everything else that identifies
 * the person is erased or overwritten. The user row remains as an
 * anonymous shell for the invoices' foreign keys.
 */
export class AccountDeletion {
  /**
   * `actor` and `request` are set when staff execute a PDPA request
   * (admin Request Delete): that request is marked processed by them
   * instead of a new one being recorded in the member's name.
   */
  async delete(
    user: User,
    options: { ip?: string | null; actor?: User; request?: DeletionRequest } = {}
  ): Promise<DeletionResult> {
    const originalEmail = user.email
    const recipient = { email: user.email, name: user.name, locale: user.locale }

    // The live memberships end through the membership rules (written
    // request, 30 days' notice, annual minimum). The lifecycle service
    // commits each change itself, so this runs before the erasure: when a
    // membership cannot be ended, nothing about the person is erased.
    const cancelled: string[] = []
    const rejected: string[] = []
    const live = await Subscription.query()
      .where('user_id', user.id)
      .whereIn('status', [
        SubscriptionStatus.ACTIVE,
        SubscriptionStatus.PAST_DUE,
        SubscriptionStatus.PENDING_REVIEW,
      ])
      .orderBy('id')
    for (const subscription of live) {
      if (subscription.status === SubscriptionStatus.PENDING_REVIEW) {
        await lifecycle.reject(subscription, DELETION_REASON)
        rejected.push(subscription.membershipNumber)
      } else {
        await lifecycle.requestCancellation(subscription, {
          channel: 'written',
          reason: DELETION_REASON,
        })
        cancelled.push(subscription.membershipNumber)
      }
    }

    const deletionRequest = await db.transaction(async (trx) => {
      const now = DateTime.utc().startOf('second')
      const subscriptionIds = trx.from('subscriptions').select('id').where('user_id', user.id)
      await trx.from('partners').whereIn('subscription_id', subscriptionIds).delete()
      await trx.from('dependants').whereIn('subscription_id', subscriptionIds).delete()
      await trx.from('payment_methods').where('user_id', user.id).delete()
      // Push tokens and the member's chat history identify the person and
      // serve no legal purpose once the account is gone.
      await trx.from('device_tokens').where('user_id', user.id).delete()
      await trx.from('chat_messages').where('user_id', user.id).delete()
      await trx.from('password_reset_tokens').where('user_id', user.id).delete()

      // A query update: the model would hash a null password.
      await trx
        .from('users')
        .where('id', user.id)
        .update({
          name: DELETED_NAME,
          email: anonymizedEmail(user.id),
          password: null,
          phone: null,
          date_of_birth: null,
          avatar_url: null,
          country: null,
          nationality: null,
          google_id: null,
          facebook_id: null,
          line_id: null,
          deleted_at: sqlTime(now, trx.dialect.name),
          updated_at: sqlTime(now, trx.dialect.name),
        })

      const actor = options.actor ?? user
      const request = options.request
        ? await options.request
            .useTransaction(trx)
            .merge({
              userId: user.id,
              status: DeletionRequestStatus.PROCESSED,
              processedAt: now,
              processedBy: actor.id,
            })
            .save()
        : await DeletionRequest.create(
            {
              userId: user.id,
              // The record of the request names who asked (PDPA accountability).
              email: originalEmail,
              reason: DELETION_REASON,
              status: DeletionRequestStatus.PROCESSED,
              processedAt: now,
              processedBy: user.id,
            },
            { client: trx }
          )
      await AuditLog.record('account.deleted', {
        actor,
        subject: request,
        changes: { user_id: user.id, cancelled, rejected },
        ip: options.ip ?? null,
        client: trx,
      })
      return request
    })

    await user.refresh()
    // Every device signed in to the erased account is signed out.
    await userSessions.endAll(user)
    await mail.sendLater(new AccountDeletedNotification(recipient))
    return { deletionRequest, cancelled, rejected }
  }
}

export default new AccountDeletion()
