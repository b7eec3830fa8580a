import type Subscription from '#models/subscription'
import { SubscriptionStatus } from '#enums/billing'
import type { BusinessCalendar } from '#support/business_hours'
import clock from '#services/billing/clock'

/**
 * Rows of the admin Subscriptions, Delete Subscriptions and dashboard
 * review lists: whitelists, never the model. The relations user, plan and
 * price must be preloaded.
 */
export function toSubscriptionRow(subscription: Subscription, calendar: BusinessCalendar) {
  const pending = subscription.status === SubscriptionStatus.PENDING_REVIEW
  const review = pending ? calendar.applicationReviewWindow(subscription.appliedAt) : null
  return {
    id: subscription.id,
    membership_number: subscription.membershipNumber,
    status: subscription.status,
    member: { name: subscription.user.name, email: subscription.user.email },
    plan: {
      slug: subscription.plan.slug,
      name: subscription.plan.name,
      name_th: subscription.plan.nameTh,
    },
    billing_period: subscription.price.billingPeriod,
    amount_satang: subscription.price.amountSatang,
    custom_created: subscription.customCreated,
    applied_at: subscription.appliedAt.toISO()!,
    started_at: subscription.startedAt?.toISO() ?? null,
    current_period_end: subscription.currentPeriodEnd?.toISO() ?? null,
    /** SPEC §1: reviewed within 12-24 business hours of the application. */
    review_due_at: review?.dueBy.toUTC().toISO() ?? null,
    overdue: review ? review.dueBy < clock.now() : false,
    /** Public holidays the review clock skipped (the screen names them). */
    review_skipped_holidays: review?.skipped ?? [],
    declared_incarcerated: subscription.declaredIncarcerated,
    rejection_reason: subscription.rejectionReason,
  }
}

export type SubscriptionRow = ReturnType<typeof toSubscriptionRow>
