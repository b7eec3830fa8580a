/**
 * The nine kinds of visitor of the route matrix and the fuzz harness,
 * made with the factories: anonymous, a free member, a member with an
 * active Personal plan (paid first invoice), that kind of member's partner
 * with a login of their own, and the five staff roles.
 */
import router from '@adonisjs/core/services/router'
import { UserFactory } from '#database/factories/user_factory'
import { InvoiceFactory, SubscriptionFactory } from '#database/factories/billing_factories'
import { memberMenuFor } from '#services/memberships/member_menu'
import { currentPlansFor } from '#services/memberships/current_plans'
import { landingPathFor } from '#services/accounts/sign_in'
import type User from '#models/user'
import Subscription from '#models/subscription'
import type { Actor, RouteInfo, Visitor } from '#tests/support/route_expectations'

/** The factories' password (database/factories/user_factory.ts). */
export const FACTORY_PASSWORD = 'Secret-pass-123'

export async function makeUser(actor: Actor): Promise<User | null> {
  if (actor === 'anonymous') return null
  if (actor === 'free_member') return UserFactory.apply('free_member').create()
  if (actor === 'member') {
    const user = await UserFactory.create()
    const membership = await SubscriptionFactory.merge({ userId: user.id }).create()
    await InvoiceFactory.apply('paid')
      .merge({ subscriptionId: membership.id, userId: user.id })
      .create()
    return user
  }
  if (actor === 'partner') {
    // A member's partner with their own login (DESIGN §11), password set.
    const member = (await makeUser('member'))!
    const membership = await Subscription.query().where('user_id', member.id).firstOrFail()
    const partner = await UserFactory.merge({ partnerOfUserId: member.id }).create()
    await membership
      .related('partner')
      .create({ name: partner.name, email: partner.email, userId: partner.id })
    return partner
  }
  return UserFactory.apply(actor).create()
}

export async function visitorFor(actor: Actor, user: User | null): Promise<Visitor> {
  if (!user) return { actor, landing: '/', menu: new Set(), hasPlan: false }
  const plans = await currentPlansFor(user)
  const menu = memberMenuFor(
    {
      isFreeMember: user.isFreeMember,
      isOmiseUser: user.isOmiseUser,
      roleId: user.roleId,
      partnerOfUserId: user.partnerOfUserId,
    },
    plans
  )
  return {
    actor,
    landing: await landingPathFor(user),
    menu: new Set(menu.map((entry) => entry.key)),
    hasPlan: plans.length > 0,
  }
}

/** Every route and method (HEAD answers like GET), as the committed router lists them. */
export function allRoutes(): RouteInfo[] {
  const routes: RouteInfo[] = []
  for (const list of Object.values(router.toJSON())) {
    for (const route of list) {
      for (const method of route.methods) {
        if (method === 'HEAD') continue
        routes.push({ name: route.name ?? '', method, pattern: route.pattern })
      }
    }
  }
  return routes
}
