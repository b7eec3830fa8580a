import { businessCalendar } from '#services/platform/business_calendar'
import type { BusinessCalendar } from '#support/business_hours'
import type { DateTime } from 'luxon'
import { InvoiceStatus, SubscriptionStatus as S } from '#enums/billing'
import Invoice from '#models/invoice'
import Price from '#models/price'
import type Subscription from '#models/subscription'
import type User from '#models/user'
import { usageFor } from '#services/memberships/entitlements'
import lifecycle from '#services/memberships/subscription_lifecycle'
import { payNowUrl } from '#services/billing/notifications'
import { planChangeBlocker } from '#services/memberships/plan_change'
import MemberSubscriptionTransformer from '#transformers/member_subscription_transformer'

/** Statuses in which the plan's entitlements are in use (the usage meter). */
const IN_FORCE: ReadonlyArray<string> = [S.ACTIVE, S.PAST_DUE, S.CANCEL_PENDING]

/**
 * Reactivation is helper "pay"'s page (`settings.subscriptions.reactivate`);
 * linked by its path, which that route owns.
 */
export const reactivatePath = (id: number) => `/settings/subscriptions/${id}/reactivate`

/** The member's memberships, newest first, with everything the page shows (a fixed number of queries per membership). */
export async function memberSubscriptions(user: User, locale: string, now: DateTime) {
  const subscriptions = await user
    .related('subscriptions')
    .query()
    .preload('plan')
    .preload('price', (price) => price.preload('plan'))
    .preload('scheduledPrice', (price) => price.preload('plan'))
    .orderBy('id', 'desc')
  const ids = subscriptions.map((row) => row.id)
  const open = ids.length
    ? await Invoice.query()
        .whereIn('subscription_id', ids)
        .where('status', InvoiceStatus.OPEN)
        .orderBy('id', 'desc')
    : []
  const calendar = await businessCalendar()
  const rows = []
  for (const subscription of subscriptions) {
    rows.push(await describe(subscription, user, locale, now, open, calendar))
  }
  return rows
}

async function describe(
  subscription: Subscription,
  user: User,
  locale: string,
  now: DateTime,
  open: Invoice[],
  calendar: BusinessCalendar
) {
  const openInvoice = open.find((invoice) => invoice.subscriptionId === subscription.id) ?? null
  return new MemberSubscriptionTransformer({
    subscription,
    user,
    locale,
    now,
    usage: IN_FORCE.includes(subscription.status) ? await usageFor(subscription, now) : null,
    openInvoice,
    cancellationEffectiveAt:
      subscription.status === S.ACTIVE
        ? await lifecycle.cancellationEffectiveAt(subscription, now)
        : null,
    planChangeBlocker: planChangeBlocker(subscription, user),
    reactivateUrl: reactivatePath(subscription.id),
    payUrl: openInvoice ? payNowUrl(openInvoice) : null,
    calendar,
  }).toObject()
}

/** The active prices of active plans a membership may switch to (the cancellation's alternatives step). */
export async function switchablePrices() {
  return Price.onSale()
}

/**
 * The membership whose written cancellation was just recorded (`?cancelled=`),
 * if it is one of the member's and now awaits its date: the modal shows its summary.
 */
export function justCancelled(memberships: Array<{ id: number; status: string }>, asked: unknown) {
  const id = Number(asked)
  return memberships.find((row) => row.id === id && row.status === 'cancel_pending') ? id : null
}
