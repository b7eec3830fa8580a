import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import { access } from '#support/admin_access'
import { subscribersList } from '#lists/subscribers_list'

/** SPEC §2.9 Subscribers: the newsletter list and its CSV. */
export default class SubscribersListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Subscribers', {
      list: await subscribersList.page(ctx),
      can: access.flags(ctx.auth.user, 'subscribers'),
    })
  }

  async export(ctx: HttpContext) {
    await ctx.bouncer.with(AdminPolicy).authorize('can', 'subscribers', 'export')
    return subscribersList.csv(ctx)
  }
}
