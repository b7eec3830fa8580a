import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@vinejs/vine'
import { changePasswordValidator } from '#validators/auth'
import ChangePassword from '#actions/settings/change_password'

/** Settings › Change Password (SPEC §2.8). */
export default class ChangePasswordController {
  async edit({ inertia, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    return inertia.render('Settings/ChangePassword', { hasPassword: user.password !== null })
  }

  async update({ request, response, auth, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const data = await request.validateUsing(changePasswordValidator)
    const changed = await new ChangePassword().handle(user, data.current_password, data.password)
    if (!changed) {
      throw new errors.E_VALIDATION_ERROR([
        {
          field: 'current_password',
          rule: 'current_password',
          message: i18n.t('auth.password_wrong'),
        },
      ])
    }
    session.flash('success', i18n.t('auth.password_changed'))
    return response.redirect().toRoute('settings.change-password')
  }
}
