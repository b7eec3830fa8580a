import type { HttpContext } from '@adonisjs/core/http'
import { confirmPasswordValidator } from '#validators/auth'
import {
  CONFIRM_INTENDED_URL,
  PASSWORD_CONFIRMED_AT,
  sameSitePath,
} from '#middleware/password_confirmed_middleware'
import { forgiveSignIn } from '#start/limiter'
import { Refusal } from '#exceptions/refusal'

/** Re-entering the password before a sensitive action. */
export default class ConfirmPasswordController {
  async create({ inertia }: HttpContext) {
    return inertia.render('Auth/ConfirmPassword', {})
  }

  async store(ctx: HttpContext) {
    const { request, response, session, auth } = ctx
    const user = auth.getUserOrFail()
    const { password } = await request.validateUsing(confirmPasswordValidator)
    const matches = user.password ? await user.verifyPassword(password) : false
    if (!matches) {
      throw new Refusal('E_WRONG_PASSWORD', 'auth.password_wrong', { field: 'password' })
    }
    await forgiveSignIn(ctx, user.email)
    session.put(PASSWORD_CONFIRMED_AT, Date.now())
    const back = sameSitePath(session.pull(CONFIRM_INTENDED_URL, null))
    return response.redirect().toPath(back ?? '/settings/profile-details')
  }
}
