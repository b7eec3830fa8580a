import { CURRENT_STATUSES } from '#enums/billing'
import Subscription from '#models/subscription'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import type { CurrentPlan } from '#transformers/user_transformer'
import { localized } from '#support/localized'
import { toBoolean } from '#support/columns'

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

const viewed = new WeakMap<HttpContext, Promise<CurrentPlanRow[]>>()

/**
 * The signed-in member's current plans for this request, read once: the
 * member area's check of hidden pages and the shared props (the member menu
 * and the cart) both need them on every settings page. Only a page view
 * (GET, HEAD) shares them: it changes no membership, where another request
 * may, and its page must show the plans as they are after it.
 */
export function currentPlanRowsOfRequest(ctx: HttpContext, user: User): Promise<CurrentPlanRow[]> {
  const method = ctx.request.method()
  if (method !== 'GET' && method !== 'HEAD') return currentPlanRowsFor(user)
  let rows = viewed.get(ctx)
  if (!rows) {
    rows = currentPlanRowsFor(user)
    viewed.set(ctx, rows)
  }
  return rows
}
