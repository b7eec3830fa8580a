import type { DateTime } from 'luxon'
import mail from '@adonisjs/mail/services/main'
import { SubscriptionStatus as S } from '#enums/billing'
import AuditLog from '#models/audit_log'
import type Subscription from '#models/subscription'
import type User from '#models/user'
import lifecycle from '#services/memberships/subscription_lifecycle'
import dashboardStats from '#services/memberships/dashboard_stats'
import { CancellationConfirmedMail } from '#mails/billing_mails'
import { BUSINESS_ZONE } from '#support/business_hours'
import { requireCurrentPassword } from '#support/current_password'
import { Refusal } from '#exceptions/refusal'

/** The reasons the cancellation modal offers (step 1); stored in English for staff. */
export const CANCELLATION_REASONS = {
  too_expensive: 'Too expensive',
  not_using: 'Not using the membership enough',
  leaving_thailand: 'Leaving Thailand',
  other_provider: 'Found another lawyer or provider',
  business_closed: 'Business closed or sold',
  service: 'Not satisfied with the service',
  other: 'Other',
} as const
export type CancellationReason = keyof typeof CANCELLATION_REASONS

/** A typed signature matches the account name, ignoring case and spacing. */
export function signatureMatches(signature: string, name: string) {
  const normal = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
  return normal(signature) === normal(name)
}

const refuse = (field: string, rule: string, data?: Record<string, unknown>) =>
  new Refusal('E_CANCELLATION_REFUSED', `settings_subscriptions.cancel.errors.${rule}`, {
    field,
    data,
  })

/**
 * What the member's written request must carry (SPEC §2.8): an active
 * membership, their name as the signature and their current password.
 */
export async function checkCancellationRequest(
  subscription: Subscription,
  member: User,
  input: { signature: string; password: string }
) {
  if (subscription.status !== S.ACTIVE) throw refuse('subscription', 'not_active')
  if (!signatureMatches(input.signature, member.name)) {
    throw refuse('signature', 'signature', { name: member.name })
  }
  await requireCurrentPassword(member, input.password, () => refuse('password', 'password'))
}

export type MemberCancellationInput = {
  reason: CancellationReason
  details?: string | null
  text: string
  signature: string
}

/**
 * The member's own written cancellation (SPEC §1: in writing; §2.8 six-step
 * modal). It is the same domain request staff record in Delete
 * Subscriptions (channel `written`, the member's words kept with the typed
 * signature), dated by the lifecycle: 30 days' notice, an annual membership
 * not before its first 12 months. A waiting plan change is dropped. The
 * confirmation mail is queued in the member's language.
 */
export async function requestMemberCancellation(
  subscription: Subscription,
  member: User,
  input: MemberCancellationInput,
  at: DateTime,
  ip: string | null
) {
  const before = {
    status: subscription.status,
    cancel_effective_at: subscription.cancelEffectiveAt?.toISO() ?? null,
  }
  const reason = input.details
    ? `${CANCELLATION_REASONS[input.reason]}: ${input.details}`
    : CANCELLATION_REASONS[input.reason]
  await lifecycle.requestCancellation(subscription, {
    channel: 'written',
    reason,
    requestedAt: at,
  })
  const signedAt = at.setZone(BUSINESS_ZONE).toFormat("yyyy-MM-dd HH:mm 'Bangkok time'")
  subscription.merge({
    cancellationChannel: 'written',
    cancellationText: `${input.text.trim()}\n\n— Signed online by ${input.signature.trim()} (typed full name), ${signedAt}, Settings › Subscriptions.`,
    scheduledPriceId: null,
    scheduledChangeAt: null,
    scheduledChangeRequestedAt: null,
  })
  await subscription.save()
  await AuditLog.record('subscription.cancellation_requested', {
    actor: member,
    subject: subscription,
    changes: {
      before,
      after: {
        status: subscription.status,
        channel: 'written',
        reason,
        requested_at: subscription.cancelRequestedAt?.toISO() ?? null,
        cancel_effective_at: subscription.cancelEffectiveAt?.toISO() ?? null,
      },
    },
    ip,
  })
  await dashboardStats.forget()
  await queueCancellationConfirmation(subscription, member)
  return subscription
}

/** The written confirmation (en/th), sent from the mail queue, not in the request. */
export async function queueCancellationConfirmation(subscription: Subscription, member: User) {
  await subscription.load('plan')
  const locale = member.locale
  await mail.sendLater(
    new CancellationConfirmedMail(
      { email: member.email, name: member.name, locale },
      {
        membershipNumber: subscription.membershipNumber,
        planName: (locale === 'th' && subscription.plan.nameTh) || subscription.plan.name,
        requestedAt: subscription.cancelRequestedAt!,
        effectiveAt: subscription.cancelEffectiveAt!,
      }
    )
  )
}

export const CANCELLABLE = [S.ACTIVE] as const
