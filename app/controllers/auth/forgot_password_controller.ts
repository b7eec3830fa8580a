import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator } from '#validators/auth'
import passwordReset from '#services/password_reset'
import { afterResponse } from '#services/after_response'

/** "Forgot password": asks for the address and mails a reset link. */
export default class ForgotPasswordController {
  async create({ inertia }: HttpContext) {
    return inertia.render('Auth/ForgotPassword', {})
  }

  /**
   * The same answer, in the same time, whether or not the address has an
   * account: looking the address up, issuing the token and mailing the
   * link all happen after the response is written.
   */
  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const { email } = await request.validateUsing(forgotPasswordValidator)
    afterResponse(ctx, 'password reset link', () => passwordReset.sendLink(email))
    session.flash('success', i18n.t('auth.reset_link_sent'))
    return response.redirect().toRoute('password.forgot')
  }
}
