import type { HttpContext } from '@adonisjs/core/http'
import { changeOwnPassword } from '#actions/settings/change_password'
import userSessions from '#services/accounts/user_sessions'
import { redirectWith } from '#support/redirects'

/** Settings › Change Password (SPEC §2.8). */
export default class ChangePasswordController {
  async edit(ctx: HttpContext) {
    return ctx.inertia.render('Settings/ChangePassword', {
      hasPassword: ctx.auth.getUserOrFail().password !== null,
      devices: await userSessions.listOwn(ctx),
    })
  }

  async update(ctx: HttpContext) {
    await changeOwnPassword(ctx)
    return redirectWith(ctx, 'auth.password_changed').toRoute('settings.change-password')
  }
}
