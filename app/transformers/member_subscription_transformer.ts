import { BaseTransformer } from '@adonisjs/core/transformers'
import { formatMoney } from '#support/money'
import PriceTransformer from '#transformers/price_transformer'
import type { DateTime } from 'luxon'
import { BillingPeriod, InvoiceStatus, SubscriptionStatus as S } from '#enums/billing'
import type Invoice from '#models/invoice'
import type Subscription from '#models/subscription'
import type User from '#models/user'
import type { UsageLine } from '#services/memberships/entitlements'
import { type BusinessCalendar } from '#support/business_hours'
import { dueWithHolidays } from '#services/platform/business_calendar'
import { formatDate as longDate, formatDateTime } from '#support/dates'
import { canKeepMembership } from '#services/memberships/keep_membership'

/**
 * One membership as Settings › Subscriptions shows it (SPEC §2.8): a
 * whitelist of what the member may see, with dates and amounts already
 * written for the member's language (Thai dates in the Buddhist era) and
 * the actions the server allows as `can` flags.
 */
export function formatDate(moment: DateTime, locale: string, withTime = false) {
  return withTime ? formatDateTime(moment, locale, 'long') : longDate(moment, locale, 'long')
}

export type MembershipFacts = {
  subscription: Subscription
  user: User
  locale: string
  now: DateTime
  usage: UsageLine[] | null
  openInvoice: Invoice | null
  /** When a cancellation asked for now would take effect (active memberships only). */
  cancellationEffectiveAt: DateTime | null
  planChangeBlocker: string | null
  reactivateUrl: string
  payUrl: string | null
  /** The business calendar (public holidays) the review clock counts with. */
  calendar: BusinessCalendar
}

function memberSubscription(facts: MembershipFacts) {
  const { subscription: sub, user, locale, now } = facts
  const date = (moment: DateTime | null, withTime = false) =>
    moment ? formatDate(moment, locale, withTime) : null
  const free = user.isFreeMember
  const scheduled =
    sub.scheduledPriceId && sub.$preloaded.scheduledPrice ? sub.scheduledPrice : null
  const review =
    sub.status === S.PENDING_REVIEW ? facts.calendar.applicationReviewWindow(sub.appliedAt) : null
  const renewing = sub.status === S.ACTIVE && !free && sub.currentPeriodEnd
  const renewalPrice =
    scheduled &&
    sub.scheduledChangeAt &&
    sub.currentPeriodEnd &&
    sub.scheduledChangeAt <= sub.currentPeriodEnd
      ? scheduled
      : sub.price
  const openInvoice = facts.openInvoice?.status === InvoiceStatus.OPEN ? facts.openInvoice : null
  const annualMinimumEnd =
    sub.price.billingPeriod === BillingPeriod.YEAR && sub.startedAt
      ? sub.startedAt.plus({ months: 12 })
      : null
  return {
    id: sub.id,
    planSlug: sub.plan.slug,
    plan: (locale === 'th' && sub.plan.nameTh) || sub.plan.name,
    billingPeriod: sub.price.billingPeriod,
    status: sub.status,
    membershipNumber: sub.membershipNumber,
    amount: formatMoney(sub.price.amountSatang),
    freeMember: free,
    appliedOn: date(sub.appliedAt),
    startedOn: date(sub.startedAt),
    period:
      sub.currentPeriodStart && sub.currentPeriodEnd
        ? { start: date(sub.currentPeriodStart)!, end: date(sub.currentPeriodEnd)! }
        : null,
    nextCharge: renewing
      ? {
          date: date(sub.currentPeriodEnd)!,
          amount: formatMoney(renewalPrice.amountSatang),
          amountSatang: renewalPrice.amountSatang,
        }
      : null,
    /** SPEC §1: an application is reviewed within 12-24 business hours. */
    reviewDueBy: review ? dueWithHolidays(date(review.dueBy, true)!, review.skipped, locale) : null,
    reviewOverdue: review ? review.dueBy < now : false,
    dueNow: openInvoice
      ? { number: openInvoice.number, amount: formatMoney(openInvoice.totalSatang) }
      : null,
    cancellation:
      sub.cancelRequestedAt && (sub.status === S.CANCEL_PENDING || sub.status === S.CANCELLED)
        ? {
            requestedOn: date(sub.cancelRequestedAt)!,
            effectiveOn: date(sub.cancelEffectiveAt),
            cancelledOn: date(sub.cancelledAt),
          }
        : null,
    suspendedOn: date(sub.suspendedAt),
    scheduledChange:
      scheduled && sub.scheduledChangeAt
        ? {
            ...new PriceTransformer(scheduled, locale).toOption(),
            effectiveOn: date(sub.scheduledChangeAt)!,
          }
        : null,
    /** What a cancellation asked for today would do (the modal's step 4). */
    cancelNotice: facts.cancellationEffectiveAt
      ? {
          effectiveOn: date(facts.cancellationEffectiveAt)!,
          annualMinimumOn: annualMinimumEnd ? date(annualMinimumEnd) : null,
          heldByAnnualMinimum:
            annualMinimumEnd !== null && +facts.cancellationEffectiveAt === +annualMinimumEnd,
        }
      : null,
    usage: facts.usage,
    planChangeBlocker: facts.planChangeBlocker,
    can: {
      changePlan: facts.planChangeBlocker === null,
      keepPlan: scheduled !== null,
      cancel: sub.status === S.ACTIVE,
      /** Take back a cancellation during its notice period (not once it took effect). */
      keepMembership: canKeepMembership(sub, now),
      reactivate: sub.status === S.SUSPENDED || sub.status === S.CANCELLED,
      payNow: sub.status === S.PAST_DUE && openInvoice !== null,
    },
    reactivateUrl: facts.reactivateUrl,
    payUrl: facts.payUrl,
  }
}

/** One membership of Settings › Subscriptions (SPEC §2.8), from the facts the page's service gathers. */
export default class MemberSubscriptionTransformer extends BaseTransformer<MembershipFacts> {
  toObject() {
    return { ...memberSubscription(this.resource), priceId: this.resource.subscription.priceId }
  }
}
