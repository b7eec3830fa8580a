import type { HttpContext } from '@adonisjs/core/http'
import mail from '@adonisjs/mail/services/main'
import { errors } from '@vinejs/vine'
import { changePasswordValidator } from '#validators/auth'
import userSessions from '#services/accounts/user_sessions'
import type User from '#models/user'
import PasswordChangedNotification from '#mails/password_changed_notification'

/**
 * Settings › Change Password (SPEC §2.8): the new password replaces the old
 * one only when the current one is right, and the member is told by mail.
 * Returns false (changing nothing) when the current password is wrong or
 * the account has none (social sign-in only).
 */
export default class ChangePassword {
  async handle(user: User, currentPassword: string, newPassword: string): Promise<boolean> {
    const matches = user.password ? await user.verifyPassword(currentPassword) : false
    if (!matches) return false
    user.password = newPassword
    await user.save()
    await mail.sendLater(new PasswordChangedNotification(user))
    return true
  }
}

/**
 * The whole write behind both change-password forms (Settings › Change
 * Password for members, Admin › My account for staff): a wrong current
 * password is a field error and changes nothing; a right one changes the
 * password and signs the other devices out, keeping this one under a new
 * session id.
 */
export async function changeOwnPassword(ctx: HttpContext) {
  const user = ctx.auth.getUserOrFail()
  const data = await ctx.request.validateUsing(changePasswordValidator)
  const changed = await new ChangePassword().handle(user, data.current_password, data.password)
  if (!changed) {
    throw new errors.E_VALIDATION_ERROR([
      {
        field: 'current_password',
        rule: 'current_password',
        message: ctx.i18n.t('auth.password_wrong'),
      },
    ])
  }
  await userSessions.endOthers(ctx)
}
