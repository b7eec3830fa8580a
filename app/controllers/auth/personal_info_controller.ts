import type { HttpContext } from '@adonisjs/core/http'
import { personalInfoValidator } from '#validators/auth'
import { DateTime } from 'luxon'
import { chosenPrice, SIGNUP_PRICE_KEY } from '#services/signup_price'
import PriceTransformer from '#transformers/price_transformer'
import ProfileTransformer from '#transformers/profile_transformer'

/** Sign-up step "personal info" (SPEC §2.7). */
export default class PersonalInfoController {
  async create({ inertia, auth, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    return inertia.render('Auth/PersonalInfo', {
      profile: ProfileTransformer.transform(user),
      selectedPrice: PriceTransformer.chosen(
        await chosenPrice(session.get(SIGNUP_PRICE_KEY)),
        i18n.locale
      ),
    })
  }

  async store({ request, response, auth, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const data = await request.validateUsing(personalInfoValidator)
    user.merge({
      phone: data.phone,
      country: data.country,
      nationality: data.nationality,
      dateOfBirth: DateTime.fromJSDate(data.date_of_birth),
    })
    await user.save()
    session.flash('success', i18n.t('auth.personal_info_saved'))
    // Sign-up with a plan chosen (the cart's checkout carries it): on to payment.
    if (session.has(SIGNUP_PRICE_KEY)) return response.redirect().toRoute('auth.payment')
    return response.redirect().toRoute('settings.profile-details')
  }
}
