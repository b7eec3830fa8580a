import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator } from '#validators/auth'
import passwordReset from '#services/password_reset'

/** "Forgot password": asks for the address and mails a reset link. */
export default class ForgotPasswordController {
  async create({ inertia }: HttpContext) {
    return inertia.render('Auth/ForgotPassword', {})
  }

  /** The same answer whether or not the address has an account. */
  async store({ request, response, session, i18n }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    await passwordReset.sendLink(email)
    session.flash('success', i18n.t('auth.reset_link_sent'))
    return response.redirect().toRoute('password.forgot')
  }
}
