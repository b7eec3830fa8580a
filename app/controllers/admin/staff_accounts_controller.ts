import type { HttpContext } from '@adonisjs/core/http'
import { inject } from '@adonisjs/core'
import UserPolicy from '#policies/user_policy'
import UserAdmin from '#services/accounts/user_admin'
import { createStaffValidator } from '#validators/admin_users'
import { staffWrite } from '#support/staff_write'

/**
 * Manage Users › Create a staff account (SPEC §2.9): name, email and role;
 * the person sets a password through the link mailed to them.
 */
@inject()
export default class StaffAccountsController {
  constructor(private users: UserAdmin) {}

  async store(ctx: HttpContext) {
    const { request, bouncer, session, i18n, response } = ctx
    await bouncer.with(UserPolicy).authorize('createStaff')
    const data = await request.validateUsing(createStaffValidator)
    const user = await this.users.createStaff(data, staffWrite(ctx))
    session.flash('success', i18n.t('admin_users.flash.staff_created', { email: user.email }))
    return response.redirect().toRoute('admin.users.show', { id: user.id })
  }
}
