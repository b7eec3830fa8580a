import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { loginValidator } from '#validators/session'
import { adminHomeFor } from '#support/admin_navigation'
import userSessions from '#services/accounts/user_sessions'
import { forgiveSignIn } from '#start/limiter'
import { startSession } from '#services/accounts/sign_in'
import { Refusal } from '#exceptions/refusal'

/**
 * The admin login form (SPEC §2.9: shown without side navigation and
 * header). Only staff roles may sign in here.
 */
export default class AdminSessionController {
  async create({ inertia, auth, response }: HttpContext) {
    if (auth.user?.isStaff()) {
      return response.redirect().toPath(adminHomeFor(auth.user))
    }
    return inertia.render('Admin/Login', {})
  }

  async store(ctx: HttpContext) {
    const { request, response } = ctx
    const { email, password } = await request.validateUsing(loginValidator)
    const user = await User.verifyCredentials(email, password).catch(() => null)
    if (!user || user.deletedAt || user.disabledAt || !user.isStaff()) {
      // Reported like any field error: back to the form, message under Email.
      throw new Refusal('E_INVALID_CREDENTIALS', 'auth.invalid_credentials', { field: 'email' })
    }
    await forgiveSignIn(ctx, user.email)
    // Same start as the member doors: a fresh session id, and the password
    // counts as just entered (Admin › My account asks for it otherwise).
    await startSession(ctx, user)
    return response.redirect().toPath(adminHomeFor(user))
  }

  async destroy(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    await userSessions.endCurrent(ctx)
    session.flash('success', i18n.t('auth.signed_out'))
    return response.redirect().toRoute('admin.login')
  }
}
