import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { BillingPeriod, SubscriptionStatus as S } from '#enums/billing'
import AuditLog from '#models/audit_log'
import Price from '#models/price'
import Subscription from '#models/subscription'
import type User from '#models/user'
import {
  ANNUAL_MINIMUM_MONTHS,
  CANCELLATION_NOTICE_DAYS,
} from '#services/memberships/subscription_lifecycle'
import { Refusal } from '#exceptions/refusal'
import { sqlTime } from '#support/columns'

/**
 * A member's plan change (SPEC §1, §9; DESIGN §3, §10): monthly ↔ annual,
 * Personal ↔ Business. Plans are adjusted with 30 days' notice, so a change
 * never takes effect at once: it waits on the membership and the renewal
 * engine (app/services/billing/renewals.ts) applies it at the first
 * renewal at least 30 days after the request — for an annual membership
 * not before its first 12 months. On that date the new plan's full price
 * is invoiced and charged instead of the old one; nothing is charged or
 * refunded before (no pro-rata, DESIGN §10).
 */
const refused = (reason: 'not_changeable' | 'same_price' | 'unknown_price') =>
  new Refusal('E_PLAN_CHANGE_REFUSED', `settings_subscriptions.change.errors.${reason}`, {
    field: 'price_id',
  })

function addPeriod(start: DateTime, period: BillingPeriod, times = 1) {
  return period === BillingPeriod.YEAR
    ? start.plus({ years: times })
    : start.plus({ months: times })
}

/** Why this membership's plan cannot be changed by the member, or null when it can. */
export function planChangeBlocker(subscription: Subscription, user: User): string | null {
  if (subscription.customCreated || user.isOmiseUser) return 'managed'
  if (user.isFreeMember) return 'free_member'
  if (subscription.status !== S.ACTIVE) return subscription.status
  if (!subscription.currentPeriodEnd) return 'not_started'
  return null
}

/**
 * The renewal date on which a change asked for at `requestedAt` applies:
 * the first end of a billing period that is at least 30 days away, and for
 * an annual membership at least 12 months after it started.
 */
export function planChangeEffectiveAt(subscription: Subscription, requestedAt: DateTime): DateTime {
  const period = subscription.price.billingPeriod
  let earliest = requestedAt.toUTC().plus({ days: CANCELLATION_NOTICE_DAYS })
  if (period === BillingPeriod.YEAR && subscription.startedAt) {
    const minimum = subscription.startedAt.toUTC().plus({ months: ANNUAL_MINIMUM_MONTHS })
    if (minimum > earliest) earliest = minimum
  }
  const first = (subscription.currentPeriodEnd ?? requestedAt).toUTC()
  let boundary = first
  for (let step = 1; boundary < earliest && step < 400; step++) {
    boundary = addPeriod(first, period, step)
  }
  return boundary
}

/** The prices a member may switch to: every active price of an active plan but the current one. */
export async function planChangeOptions(subscription: Subscription) {
  return Price.onSale().whereNot('id', subscription.priceId)
}

export type PlanChangeQuote = {
  price: Price
  effectiveAt: DateTime
  /** The first charge at the new price, VAT included (satang), on effectiveAt. */
  chargeSatang: number
  /** What is charged before the change: nothing beyond the renewals already due. */
  chargedNowSatang: 0
}

/** What a change to `priceId` asked for now would do, refused when it is not allowed. */
export async function quotePlanChange(
  subscription: Subscription,
  user: User,
  priceId: number,
  now: DateTime
): Promise<PlanChangeQuote> {
  if (!subscription.$preloaded.price) await subscription.load('price')
  if (planChangeBlocker(subscription, user)) throw refused('not_changeable')
  if (priceId === subscription.priceId) throw refused('same_price')
  const options = await planChangeOptions(subscription)
  const price = options.find((option) => option.id === priceId)
  if (!price) throw refused('unknown_price')
  return {
    price,
    effectiveAt: planChangeEffectiveAt(subscription, now),
    chargeSatang: price.amountSatang,
    chargedNowSatang: 0,
  }
}

/** Records the change; it replaces any change asked for before. */
export async function schedulePlanChange(
  subscription: Subscription,
  user: User,
  priceId: number,
  now: DateTime,
  ip: string | null
) {
  const quote = await quotePlanChange(subscription, user, priceId, now)
  const before = {
    price_id: subscription.priceId,
    scheduled_price_id: subscription.scheduledPriceId,
    scheduled_change_at: subscription.scheduledChangeAt?.toISO() ?? null,
  }
  subscription.merge({
    scheduledPriceId: quote.price.id,
    scheduledChangeAt: quote.effectiveAt,
    scheduledChangeRequestedAt: now.toUTC(),
  })
  await subscription.save()
  await AuditLog.record('subscription.plan_change_requested', {
    actor: user,
    subject: subscription,
    changes: {
      before,
      after: {
        price_id: subscription.priceId,
        scheduled_price_id: quote.price.id,
        scheduled_change_at: quote.effectiveAt.toISO(),
        charge_satang: quote.chargeSatang,
      },
    },
    ip,
  })
  return quote
}

/** The member keeps the current plan: the waiting change is dropped. */
export async function withdrawPlanChange(
  subscription: Subscription,
  user: User,
  ip: string | null
) {
  if (!subscription.scheduledPriceId) return false
  const before = {
    scheduled_price_id: subscription.scheduledPriceId,
    scheduled_change_at: subscription.scheduledChangeAt?.toISO() ?? null,
  }
  subscription.merge({
    scheduledPriceId: null,
    scheduledChangeAt: null,
    scheduledChangeRequestedAt: null,
  })
  await subscription.save()
  await AuditLog.record('subscription.plan_change_withdrawn', {
    actor: user,
    subject: subscription,
    changes: { before, after: { scheduled_price_id: null, scheduled_change_at: null } },
    ip,
  })
  return true
}

/**
 * Called by the renewal engine for the period starting at `periodStart`:
 * a waiting change due by then switches the membership to the new plan and
 * price (one conditional update, so a repeated renewal applies it once).
 * Returns whether the membership changed.
 */
export async function applyDuePlanChange(subscription: Subscription, periodStart: DateTime) {
  if (!subscription.scheduledPriceId || !subscription.scheduledChangeAt) return false
  if (subscription.scheduledChangeAt > periodStart) return false
  const price = await Price.find(subscription.scheduledPriceId)
  if (!price) return false
  const dialect = db.connection().dialect.name
  const updated = await Subscription.query()
    .where('id', subscription.id)
    .where('scheduled_price_id', price.id)
    .update({
      plan_id: price.planId,
      price_id: price.id,
      scheduled_price_id: null,
      scheduled_change_at: null,
      scheduled_change_requested_at: null,
      updated_at: sqlTime(periodStart, dialect),
    })
  await subscription.refresh()
  await subscription.load('price')
  await subscription.load('plan')
  return Number(Array.isArray(updated) ? updated[0] : updated) === 1
}
