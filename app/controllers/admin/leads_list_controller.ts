import type { HttpContext } from '@adonisjs/core/http'
import AdminPolicy from '#policies/admin_policy'
import { access } from '#support/admin_access'
import { leadsList } from '#lists/leads_list'

/** SPEC §2.6: the leads of the "Get Legal Support Today" popup, for staff. */
export default class LeadsListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Leads', {
      list: await leadsList.page(ctx),
      can: access.flags(ctx.auth.user, 'leads'),
    })
  }

  async export(ctx: HttpContext) {
    await ctx.bouncer.with(AdminPolicy).authorize('can', 'leads', 'export')
    return leadsList.csv(ctx)
  }
}
