import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import emailVerification, { VERIFY_PURPOSE } from '#services/accounts/email_verification'

/** Email verification (SPEC §2.7, §4): notice page, resend, signed link. */
export default class EmailVerificationController {
  async notice({ inertia, auth, response }: HttpContext) {
    const user = auth.getUserOrFail()
    if (user.emailVerifiedAt) {
      return response.redirect().toRoute('settings.profile-details')
    }
    return inertia.render('Auth/VerifyEmail', { email: user.email })
  }

  async send(ctx: HttpContext) {
    const { auth, response, session, i18n } = ctx
    const user = auth.getUserOrFail()
    if (user.emailVerifiedAt) {
      session.flash('info', i18n.t('auth.already_verified'))
      return response.redirect().toRoute('settings.profile-details')
    }
    // Queued: the worker mails it (the one mail path), never this request.
    await emailVerification.send(user)
    session.flash('success', i18n.t('auth.verification_sent'))
    return response.redirect().toRoute('verification.notice')
  }

  /** The link from the mail; it works without being signed in. */
  async verify({ request, params, response, session, i18n, auth }: HttpContext) {
    const user = request.hasValidSignature(VERIFY_PURPOSE)
      ? await User.query().where('id', Number(params.id)).whereNull('deleted_at').first()
      : null
    const verified = user
      ? await emailVerification.verify(user, String(request.qs().hash ?? ''))
      : false
    if (!verified) {
      session.flash('error', i18n.t('auth.verification_link_invalid'))
      return response.redirect().toRoute(auth.user ? 'verification.notice' : 'login')
    }
    session.flash('success', i18n.t('auth.email_verified'))
    return response.redirect().toRoute(auth.user ? 'settings.profile-details' : 'login')
  }
}
