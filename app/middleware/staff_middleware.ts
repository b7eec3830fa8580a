import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { AdminSectionKey } from '#support/admin_sections'
import AdminPolicy from '#policies/admin_policy'
import ForbiddenException from '#exceptions/forbidden_exception'

/**
 * Guards an admin section by the registry of SPEC §2.9: a role that does
 * not see the entry in the navigation gets 403 on its URL and actions.
 * Guests are sent to the admin login form. `adminSectionRoutes` puts it on
 * every route of a section, so no route can forget it.
 */
export default class StaffMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { section: AdminSectionKey }) {
    if (!ctx.auth.user) {
      return ctx.response.redirect().toRoute('admin.login')
    }
    if (await ctx.bouncer.with(AdminPolicy).denies('canOpen', options.section)) {
      throw new ForbiddenException()
    }
    return next()
  }
}
