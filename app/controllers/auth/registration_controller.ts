import type { HttpContext } from '@adonisjs/core/http'
import { registerValidator, signupPriceValidator } from '#validators/auth'
import { landingPathFor, startSession } from '#services/accounts/sign_in'
import RegisterMember from '#actions/auth/register_member'
import { chosenPrice, SIGNUP_PRICE_KEY } from '#services/memberships/signup_price'
import PriceTransformer from '#transformers/price_transformer'
import { referralCodeFor } from '#services/marketing/affiliates/affiliates'

/** Sign-up step "account" (SPEC §2.7). */
export default class RegistrationController {
  async create({ inertia, auth, request, response, session, i18n }: HttpContext) {
    await this.rememberPrice(request.qs(), session)
    if (auth.user) {
      return response.redirect().toPath(await landingPathFor(auth.user))
    }
    return inertia.render('Auth/Register', {
      selectedPrice: PriceTransformer.chosen(
        await chosenPrice(session.get(SIGNUP_PRICE_KEY)),
        i18n.locale
      ),
    })
  }

  async store(ctx: HttpContext) {
    const { request, response, i18n, session } = ctx
    const { name, email, password } = await request.validateUsing(registerValidator)
    // An affiliate's referral (DESIGN §8): `?ref=` on this request, or the consented referral cookie.
    const referralCode = referralCodeFor(ctx)
    const registration = { name, email, password, locale: i18n.locale, referralCode }
    const user = await new RegisterMember().handle(registration)
    await startSession(ctx, user)
    session.flash('success', i18n.t('auth.registered'))
    return response.redirect().toRoute('auth.personal-info')
  }

  /** Keeps a valid `?price=` for the next steps; an unknown one is ignored. */
  private async rememberPrice(query: Record<string, unknown>, session: HttpContext['session']) {
    if (query.price === undefined) return
    const [error, value] = await signupPriceValidator.tryValidate(query)
    if (!error && value.price && (await chosenPrice(value.price))) {
      session.put(SIGNUP_PRICE_KEY, value.price)
    }
  }
}
