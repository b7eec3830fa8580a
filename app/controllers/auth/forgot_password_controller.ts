import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator } from '#validators/auth'
import PasswordResetLinkJob from '#jobs/password_reset_link_job'

/** "Forgot password": asks for the address and mails a reset link. */
export default class ForgotPasswordController {
  async create({ inertia }: HttpContext) {
    return inertia.render('Auth/ForgotPassword', {})
  }

  /**
   * The same answer, in the same time, whether or not the address has an
   * account: looking the address up, issuing the token and mailing the
   * link all happen in a job on the worker.
   */
  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const { email } = await request.validateUsing(forgotPasswordValidator)
    await PasswordResetLinkJob.dispatch({ email }).run()
    session.flash('success', i18n.t('auth.reset_link_sent'))
    return response.redirect().toRoute('password.forgot')
  }
}
