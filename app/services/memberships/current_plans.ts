import { CURRENT_STATUSES, type SubscriptionStatus } from '#enums/billing'
import Subscription from '#models/subscription'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import type { CurrentPlan } from '#transformers/user_transformer'
import { localized } from '#support/localized'
import { toBoolean } from '#support/columns'
import { timed } from '#support/server_timing'

/** A current membership's plan, with both of its names. */
export type CurrentPlanRow = CurrentPlan & { name_th: string | null }

/**
 * Every membership that has not ended or been refused, with its plan's
 * names. A partner login's current plan is the membership it shares
 * (DESIGN §11), while it has access.
 */
export async function currentPlanRowsFor(user: User): Promise<CurrentPlanRow[]> {
  // Three columns on every signed-in request: read as plain rows, no models.
  const rows = await Subscription.query()
    .if(
      Boolean(user.partnerOfUserId),
      (query) =>
        query
          .where('subscriptions.user_id', user.partnerOfUserId!)
          .whereHas('partner', (partner) => partner.where('user_id', user.id))
          .whereHas('plan', (plan) => plan.where('allows_partner', true)),
      (query) => query.where('subscriptions.user_id', user.id)
    )
    .whereIn('subscriptions.status', [...CURRENT_STATUSES])
    .join('plans', 'plans.id', 'subscriptions.plan_id')
    .select('plans.name', 'plans.name_th', 'subscriptions.custom_created')
    .orderBy('subscriptions.id')
    .pojo<{ name: string; name_th: string | null; custom_created: unknown }>()
  return rows.map((row) => ({
    name: row.name,
    name_th: row.name_th,
    custom_created: toBoolean(row.custom_created),
  }))
}

/**
 * The plans as `current_plans` lists them (SPEC §3): name and custom_created.
 * Names are English (the rules read them) unless a reader's locale is given:
 * then a plan with a Thai name is named in Thai.
 */
export function namedPlans(rows: CurrentPlanRow[], locale = 'en'): CurrentPlan[] {
  return rows.map((row) => ({
    name: localized(row.name, row.name_th, locale),
    custom_created: row.custom_created,
  }))
}

/** The member's current plans for the rules and the `user` shared prop (SPEC §3). */
export async function currentPlansFor(user: User, locale = 'en'): Promise<CurrentPlan[]> {
  return namedPlans(await currentPlanRowsFor(user), locale)
}

/** One of the member's own memberships with its plan's names, as a member's page lists it. */
export type OwnMembershipRow = {
  id: number
  status: SubscriptionStatus
  membershipNumber: string | null
  planName: string
  planNameTh: string | null
  customCreated: boolean
}

/** Every membership of the member's own (newest first), with its plan's names, in one query. */
export async function ownMembershipRowsFor(user: User): Promise<OwnMembershipRow[]> {
  const rows = await Subscription.query()
    .where('subscriptions.user_id', user.id)
    .join('plans', 'plans.id', 'subscriptions.plan_id')
    .select(
      'subscriptions.id',
      'subscriptions.status',
      'subscriptions.membership_number',
      'subscriptions.custom_created',
      'plans.name',
      'plans.name_th'
    )
    .orderBy('subscriptions.id', 'desc')
    .pojo<{
      id: number
      status: SubscriptionStatus
      membership_number: string | null
      custom_created: unknown
      name: string
      name_th: string | null
    }>()
  return rows.map((row) => ({
    id: Number(row.id),
    status: row.status,
    membershipNumber: row.membership_number,
    planName: row.name,
    planNameTh: row.name_th,
    customCreated: toBoolean(row.custom_created),
  }))
}

const CURRENT = new Set<string>(CURRENT_STATUSES)

/** The current plans among a member's own memberships, oldest first (as `currentPlanRowsFor`). */
function currentAmong(rows: OwnMembershipRow[]): CurrentPlanRow[] {
  return rows
    .filter((row) => CURRENT.has(row.status))
    .reverse()
    .map((row) => ({
      name: row.planName,
      name_th: row.planNameTh,
      custom_created: row.customCreated,
    }))
}

const viewedMemberships = new WeakMap<HttpContext, Promise<OwnMembershipRow[]>>()
const viewedPlans = new WeakMap<HttpContext, Promise<CurrentPlanRow[]>>()

/**
 * `read()` once per request on a page view (GET, HEAD); every time on
 * another request, which may change memberships and must see them as they
 * are after it.
 */
function oncePerView<T>(
  kept: WeakMap<HttpContext, Promise<T>>,
  ctx: HttpContext,
  read: () => Promise<T>
): Promise<T> {
  const method = ctx.request.method()
  if (method !== 'GET' && method !== 'HEAD') return read()
  let value = kept.get(ctx)
  if (!value) {
    value = read()
    kept.set(ctx, value)
  }
  return value
}

/**
 * The signed-in member's own memberships for this request, read once on a
 * page view: the member area's check, the shared props (the member menu and
 * the cart) and a page that lists them (Profile Details) share one query.
 */
export function ownMembershipRowsOfRequest(
  ctx: HttpContext,
  user: User
): Promise<OwnMembershipRow[]> {
  // Server-Timing's `menu`: the one read the member menu needs, wherever it happens first.
  return oncePerView(viewedMemberships, ctx, () =>
    timed(ctx, 'menu', () => ownMembershipRowsFor(user))
  )
}

/**
 * The signed-in member's current plans for this request, read once: the
 * member area's check of hidden pages and the shared props (the member menu
 * and the cart) both need them on every settings page. Only a page view
 * (GET, HEAD) shares them: it changes no membership, where another request
 * may, and its page must show the plans as they are after it. A member's
 * own plans come from the request's memberships; a partner login's are the
 * membership it shares.
 */
export function currentPlanRowsOfRequest(ctx: HttpContext, user: User): Promise<CurrentPlanRow[]> {
  return oncePerView(viewedPlans, ctx, () =>
    user.partnerOfUserId
      ? timed(ctx, 'menu', () => currentPlanRowsFor(user))
      : ownMembershipRowsOfRequest(ctx, user).then(currentAmong)
  )
}
