import type { HttpContext } from '@adonisjs/core/http'
import { socialProviders } from '#config/ally'
import { SOCIAL_PROVIDERS, type SocialProvider } from '#validators/auth'
import socialSignIn from '#services/accounts/social_sign_in'
import { landingPathFor, startSession } from '#services/accounts/sign_in'

const NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  line: 'LINE',
}

function providerOf(params: Record<string, unknown>): SocialProvider {
  // The route only matches the three providers; anything else is a 404 already.
  return SOCIAL_PROVIDERS.find((name) => name === params.provider)!
}

/** Sign-in with Google, Facebook and LINE (SPEC §2.7). */
export default class SocialAuthController {
  async redirect({ ally, params, response, session, i18n }: HttpContext) {
    const provider = providerOf(params)
    if (!socialProviders[provider].clientId) {
      session.flash('error', i18n.t('auth.social_unavailable', { provider: NAMES[provider] }))
      return response.redirect().back()
    }
    return ally.use(provider).redirect()
  }

  async callback(ctx: HttpContext) {
    const provider = providerOf(ctx.params)
    const outcome = await socialSignIn.fromCallback(provider, () => ctx.ally.use(provider))
    const said = { provider: NAMES[provider] }
    if (outcome.status === 'failed') {
      ctx.session.flash('error', ctx.i18n.t(outcome.key, said))
      return ctx.response.redirect().toRoute('login')
    }
    await startSession(ctx, outcome.user, { withPassword: false })
    if (outcome.status !== 'signed_in') {
      ctx.session.flash('success', ctx.i18n.t(`auth.social_${outcome.status}`, said))
    }
    if (outcome.status === 'created') return ctx.response.redirect().toRoute('auth.personal-info')
    return ctx.response.redirect().toPath(await landingPathFor(outcome.user))
  }
}
