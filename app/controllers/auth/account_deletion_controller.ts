import type { HttpContext } from '@adonisjs/core/http'
import ForbiddenException from '#exceptions/forbidden_exception'
import accountDeletion from '#services/account_deletion'
import { wantsJson } from '#services/sign_in'
import userSessions from '#services/user_sessions'

/** SPEC §7 `POST auth.delete.profile`: a member deletes their own account. */
export default class AccountDeletionController {
  async destroy(ctx: HttpContext) {
    const { auth, request, response, session, i18n } = ctx
    const user = auth.getUserOrFail()
    if (!user.isMember()) {
      // Staff accounts are closed by a super admin, not from the member area.
      throw new ForbiddenException()
    }
    await accountDeletion.delete(user, { ip: request.ip() })
    // The service ended every session of the account; this one gets a new id.
    await userSessions.endCurrent(ctx)
    if (wantsJson(ctx)) {
      return response.ok({ ok: true })
    }
    session.flash('success', i18n.t('auth.account_deleted'))
    return response.redirect().toRoute('home')
  }
}
