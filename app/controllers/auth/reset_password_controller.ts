import type { HttpContext } from '@adonisjs/core/http'
import { resetPasswordValidator } from '#validators/auth'
import passwordReset from '#services/accounts/password_reset'
import { Refusal } from '#exceptions/refusal'

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
      const key =
        outcome.reason === 'expired' ? 'auth.reset_token_expired' : 'auth.reset_token_invalid'
      throw new Refusal('E_RESET_TOKEN', key, { field: 'token' })
    }
    session.flash('success', i18n.t('auth.password_reset_done'))
    return response.redirect().toRoute('login')
  }
}
