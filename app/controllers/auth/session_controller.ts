import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { loginValidator } from '#validators/session'
import { landingPathFor, startSession, wantsJson } from '#services/accounts/sign_in'
import userSessions from '#services/accounts/user_sessions'
import { forgiveSignIn } from '#start/limiter'
import { Refusal } from '#exceptions/refusal'
import { hasAccess } from '#services/memberships/partner_login'

/**
 * Sign-in and sign-out for everybody (SPEC §2.7): members land on their
 * settings, staff on their first admin section.
 */
export default class SessionController {
  async create({ inertia, auth, response }: HttpContext) {
    if (auth.user) {
      return response.redirect().toPath(await landingPathFor(auth.user))
    }
    return inertia.render('Auth/Login', {})
  }

  async store(ctx: HttpContext) {
    const { request, response } = ctx
    const { email, password } = await request.validateUsing(loginValidator)
    const user = await User.verifyCredentials(email, password).catch(() => null)
    if (!user || user.deletedAt || user.disabledAt) {
      // One message for an unknown address and a wrong password alike.
      throw new Refusal('E_INVALID_CREDENTIALS', 'auth.login_failed', { field: 'email' })
    }
    // A partner login whose access has ended (partner removed, membership
    // over) is told so; the password was right, so nothing is hidden.
    if (!(await hasAccess(user))) {
      throw new Refusal('E_PARTNER_ACCESS_ENDED', 'auth.partner_access_ended', { field: 'email' })
    }
    await forgiveSignIn(ctx, user.email)
    await startSession(ctx, user)
    return response.redirect().toPath(await landingPathFor(user))
  }

  /** SPEC §7: the header's confirm dialog posts here by XHR and then reloads. */
  async destroy(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    // The server-side session is thrown away, not just emptied of the user.
    await userSessions.endCurrent(ctx)
    if (wantsJson(ctx)) {
      return response.ok({ ok: true })
    }
    session.flash('success', i18n.t('auth.signed_out'))
    return response.redirect().toRoute('home')
  }
}
