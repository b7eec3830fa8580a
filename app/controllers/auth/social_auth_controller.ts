import type { HttpContext } from '@adonisjs/core/http'
import { socialProviders } from '#config/ally'
import { SOCIAL_PROVIDERS, type SocialProvider } from '#validators/auth'
import socialSignIn from '#services/social_sign_in'
import { landingPathFor, startSession } from '#services/sign_in'

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
    const { ally, params, response, session, i18n } = ctx
    const provider = providerOf(params)
    const name = NAMES[provider]
    const fail = (key: string) => {
      session.flash('error', i18n.t(key, { provider: name }))
      return response.redirect().toRoute('login')
    }
    if (!socialProviders[provider].clientId) return fail('auth.social_unavailable')

    const driver = ally.use(provider)
    if (driver.accessDenied()) return fail('auth.social_cancelled')
    if (driver.stateMisMatch()) return fail('auth.social_expired')
    if (driver.hasError()) return fail('auth.social_failed')

    let profile
    try {
      profile = await driver.user()
    } catch (error) {
      ctx.logger.warn({ err: error, provider }, 'social sign-in: the provider did not answer')
      return fail('auth.social_failed')
    }

    const outcome = await socialSignIn.resolve(provider, profile)
    if (outcome.status === 'refused') {
      return fail(`auth.social_refused_${outcome.reason}`)
    }
    await startSession(ctx, outcome.user, { withPassword: false })
    if (outcome.status === 'created') {
      session.flash('success', i18n.t('auth.social_created', { provider: name }))
      return response.redirect().toRoute('auth.personal-info')
    }
    if (outcome.status === 'linked') {
      session.flash('success', i18n.t('auth.social_linked', { provider: name }))
    }
    return response.redirect().toPath(await landingPathFor(outcome.user))
  }
}
