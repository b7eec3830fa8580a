import type { HttpContext } from '@adonisjs/core/http'
import { changeOwnPassword } from '#actions/settings/change_password'
import userSessions from '#services/accounts/user_sessions'

/**
 * Admin › My account: staff cannot open /settings, so their
 * signed-in devices and password change live here, on the same service,
 * action and validator as the member pages.
 */
export default class AccountController {
  async show(ctx: HttpContext) {
    const { inertia, auth, session } = ctx
    const user = auth.getUserOrFail()
    // Records this device now, so the list shows it even on the first visit.
    await userSessions.track(ctx)
    return inertia.render('Admin/Account', {
      devices: await userSessions.list(user, session),
    })
  }

  async updatePassword(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    await changeOwnPassword(ctx)
    session.flash('success', i18n.t('auth.password_changed'))
    return response.redirect().toRoute('admin.account')
  }

  async destroyDevices(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const ended = await userSessions.endOthers(ctx)
    session.flash('success', i18n.t('sessions.others_ended', { count: ended }))
    return response.redirect().toRoute('admin.account')
  }
}
