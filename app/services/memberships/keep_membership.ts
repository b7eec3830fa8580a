import type { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { SubscriptionStatus as S } from '#enums/billing'
import AuditLog from '#models/audit_log'
import type Subscription from '#models/subscription'
import type User from '#models/user'
import lifecycle from '#services/memberships/subscription_lifecycle'
import dashboardStats from '#services/memberships/dashboard_stats'
import { CancellationWithdrawnMail } from '#mails/billing_mails'
import { Refusal, rephrase } from '#exceptions/refusal'

/** "Keep my membership" refused: the cancellation is no longer pending (it took effect). */
const KEEP_REFUSED = 'settings_subscriptions.keep.refused'

/** Whether the member may still take back the cancellation of `subscription` at `now`. */
export function canKeepMembership(subscription: Subscription, now: DateTime) {
  return (
    subscription.status === S.CANCEL_PENDING &&
    subscription.cancelEffectiveAt !== null &&
    subscription.cancelEffectiveAt > now
  )
}

/**
 * The member takes back their cancellation during the notice period (SPEC
 * §1, §2.8): the membership is active again and renews as before. Once the
 * cancellation took effect the membership has ended, and coming back is a
 * reactivation instead. Audited; the member is mailed in their language.
 */
export async function keepMembership(
  subscription: Subscription,
  member: User,
  now: DateTime,
  ip: string | null
) {
  if (!canKeepMembership(subscription, now)) throw new Refusal('E_KEEP_REFUSED', KEEP_REFUSED)
  const before = {
    status: subscription.status,
    cancel_requested_at: subscription.cancelRequestedAt?.toISO() ?? null,
    cancel_effective_at: subscription.cancelEffectiveAt?.toISO() ?? null,
    cancellation_channel: subscription.cancellationChannel,
    cancellation_reason: subscription.cancellationReason,
  }
  // The cancellation may have been completed (or changed) between the page and this request.
  await rephrase(lifecycle.withdrawCancellation(subscription), {
    keys: { E_INVALID_TRANSITION: KEEP_REFUSED },
  })
  await AuditLog.record('subscription.cancellation_withdrawn', {
    actor: member,
    subject: subscription,
    changes: { before, after: { status: subscription.status, by: 'member' } },
    ip,
  })
  dashboardStats.forget()
  await subscription.load('plan')
  const locale = member.locale
  await mail.sendLater(
    new CancellationWithdrawnMail(
      { email: member.email, name: member.name, locale },
      {
        membershipNumber: subscription.membershipNumber,
        planName: (locale === 'th' && subscription.plan.nameTh) || subscription.plan.name,
        renewsAt: member.isFreeMember ? null : subscription.currentPeriodEnd,
      }
    )
  )
  return subscription
}
