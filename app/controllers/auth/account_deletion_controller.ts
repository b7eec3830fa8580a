import type { HttpContext } from '@adonisjs/core/http'
import ForbiddenException from '#exceptions/forbidden_exception'
import accountDeletion from '#services/accounts/account_deletion'
import { wantsJson } from '#services/accounts/sign_in'
import userSessions from '#services/accounts/user_sessions'
import { confirmPasswordValidator } from '#validators/auth'
import { forgiveSignIn } from '#start/limiter'
import { requireCurrentPassword } from '#support/current_password'

/**
 * SPEC §7 `POST auth.delete.profile`: a member deletes their own account.
 * Deletion is irreversible, so the current password is asked again with
 * the request (the settings page's and the user menu's dialogs have a
 * password field): a session left open on a shared computer cannot erase
 * the member. A wrong password is a field error and deletes nothing.
 */
export default class AccountDeletionController {
  async destroy(ctx: HttpContext) {
    const { auth, request, response, session, i18n } = ctx
    const user = auth.getUserOrFail()
    // Staff accounts are closed by a super admin, not from the member area.
    if (!user.isMember()) throw new ForbiddenException()
    const { password } = await request.validateUsing(confirmPasswordValidator)
    await requireCurrentPassword(user, password)
    await forgiveSignIn(ctx, user.email)
    await accountDeletion.delete(user, { ip: request.ip() })
    // The service ended every session of the account; this one gets a new id.
    await userSessions.endCurrent(ctx)
    if (wantsJson(ctx)) return response.ok({ ok: true })
    session.flash('success', i18n.t('auth.account_deleted'))
    return response.redirect().toRoute('home')
  }
}
