import type { HttpContext } from '@adonisjs/core/http'
import { changeOwnPassword } from '#actions/settings/change_password'
import userSessions from '#services/accounts/user_sessions'

/** Settings › Change Password (SPEC §2.8). */
export default class ChangePasswordController {
  async edit(ctx: HttpContext) {
    const { inertia, auth, session } = ctx
    const user = auth.getUserOrFail()
    // Records this device now, so the list shows it even on the first visit.
    await userSessions.track(ctx)
    return inertia.render('Settings/ChangePassword', {
      hasPassword: user.password !== null,
      devices: await userSessions.list(user, session),
    })
  }

  async update(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    await changeOwnPassword(ctx)
    session.flash('success', i18n.t('auth.password_changed'))
    return response.redirect().toRoute('settings.change-password')
  }
}
