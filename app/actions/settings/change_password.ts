import mail from '@adonisjs/mail/services/main'
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
    await mail.send(new PasswordChangedNotification(user))
    return true
  }
}
