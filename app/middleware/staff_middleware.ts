import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { canOpenSection } from '#support/admin_sections'
import ForbiddenException from '#exceptions/forbidden_exception'

/**
 * Guards an admin section by the registry of SPEC §2.9: a role that does
 * not see the entry in the navigation gets 403 on its URL and actions.
 * Guests are sent to the admin login form.
 */
export default class StaffMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: { section: string }) {
    const user = ctx.auth.user
    if (!user) {
      return ctx.response.redirect().toRoute('admin.login')
    }
    const role = await user.loadRole()
    if (!canOpenSection(role.slug, options.section)) {
      throw new ForbiddenException()
    }
    return next()
  }
}
