import { CalendarTransformer } from '#transformers/concerns/readers'
import type Subscription from '#models/subscription'
import { SubscriptionStatus } from '#enums/billing'
import clock from '#services/billing/clock'

/** Which membership, whose and on which plan: what every admin list of memberships opens with. */
export function membershipFacts(subscription: Subscription) {
  return {
    id: subscription.id,
    membershipNumber: subscription.membershipNumber,
    status: subscription.status,
    member: { name: subscription.user.name, email: subscription.user.email },
    plan: {
      slug: subscription.plan.slug,
      name: subscription.plan.name,
      nameTh: subscription.plan.nameTh,
    },
  }
}

/**
 * One membership as the admin Subscriptions list shows it (SPEC §2.9): a
 * whitelist, never the model; `user`, `plan` and `price` are preloaded. The
 * calendar (business hours and holidays) runs the review clock of a pending application.
 */
export default class SubscriptionRowTransformer extends CalendarTransformer<Subscription> {
  toObject() {
    const subscription = this.resource
    const pending = subscription.status === SubscriptionStatus.PENDING_REVIEW
    const review = pending ? this.calendar.applicationReviewWindow(subscription.appliedAt) : null
    return {
      ...membershipFacts(subscription),
      billingPeriod: subscription.price.billingPeriod,
      amountSatang: subscription.price.amountSatang,
      customCreated: subscription.customCreated,
      appliedAt: subscription.appliedAt.toISO()!,
      startedAt: subscription.startedAt?.toISO() ?? null,
      currentPeriodEnd: subscription.currentPeriodEnd?.toISO() ?? null,
      /** SPEC §1: reviewed within 12-24 business hours of the application. */
      reviewDueAt: review?.dueBy.toUTC().toISO() ?? null,
      overdue: review ? review.dueBy < clock.now() : false,
      /** Public holidays the review clock skipped (the screen names them). */
      reviewSkippedHolidays: review?.skipped ?? [],
      declaredIncarcerated: subscription.declaredIncarcerated,
      rejectionReason: subscription.rejectionReason,
    }
  }
}
