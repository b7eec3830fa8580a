import type { HttpContext } from '@adonisjs/core/http'
import { changeOwnPassword } from '#actions/settings/change_password'
import userSessions from '#services/accounts/user_sessions'
import { redirectWith } from '#support/redirects'

/**
 * Admin › My account: staff cannot open /settings, so their
 * signed-in devices and password change live here, on the same service,
 * action and validator as the member pages.
 */
export default class AccountController {
  async show(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Account', { devices: await userSessions.listOwn(ctx) })
  }

  async updatePassword(ctx: HttpContext) {
    await changeOwnPassword(ctx)
    return redirectWith(ctx, 'auth.password_changed').toRoute('admin.account')
  }

  async destroyDevices(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const ended = await userSessions.endOthers(ctx)
    session.flash('success', i18n.t('sessions.others_ended', { count: ended }))
    return response.redirect().toRoute('admin.account')
  }
}
