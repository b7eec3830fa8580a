import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import { resetPasswordValidator } from '#validators/auth'
import passwordReset from '#services/password_reset'

/** Choosing a new password from a mailed reset link. */
export default class ResetPasswordController {
  async create({ inertia, params }: HttpContext) {
    const token = String(params.token)
    const state = await passwordReset.check(token)
    return inertia.render('Auth/ResetPassword', { token, state })
  }

  async store({ request, response, session, i18n }: HttpContext) {
    const { token, password } = await request.validateUsing(resetPasswordValidator)
    const outcome = await passwordReset.reset(token, password)
    if (!outcome.ok) {
      const message = i18n.t(
        outcome.reason === 'expired' ? 'auth.reset_token_expired' : 'auth.reset_token_invalid'
      )
      throw new errors.E_VALIDATION_ERROR([{ field: 'token', rule: 'reset_token', message }])
    }
    session.flash('success', i18n.t('auth.password_reset_done'))
    return response.redirect().toRoute('login')
  }
}
