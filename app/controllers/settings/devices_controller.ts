import type { HttpContext } from '@adonisjs/core/http'
import userSessions from '#services/accounts/user_sessions'

/** Settings › Change Password › Signed-in devices: "Sign out of all other devices". */
export default class DevicesController {
  async destroy(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const ended = await userSessions.endOthers(ctx)
    session.flash('success', i18n.t('sessions.others_ended', { count: ended }))
    return response.redirect().toRoute('settings.change-password')
  }
}
