import type { HttpContext } from '@adonisjs/core/http'
import { STAFF_ROLE_SLUGS } from '#validators/admin_users'
import { access } from '#support/admin_access'
import { usersList } from '#lists/users_list'

/** SPEC §2.9 Manage Users: the list and its CSV (the member view is UsersController's). */
export default class UsersListController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Users', {
      list: await usersList.page(ctx),
      can: {
        ...access.flags(ctx.auth.user, 'users'),
        createStaff: access.can(ctx.auth.user, 'users', 'changeRole'),
      },
      staffRoles: STAFF_ROLE_SLUGS,
    })
  }

  // Whoever opens the section exports it; the list audits each export and caps its size.
  async export(ctx: HttpContext) {
    return usersList.csv(ctx)
  }
}
