import type { HttpContext } from '@adonisjs/core/http'
import { personalInfoValidator } from '#validators/auth'
import { chosenPrice, SIGNUP_PRICE_KEY } from '#services/memberships/signup_price'
import PriceTransformer from '#transformers/price_transformer'
import ProfileTransformer from '#transformers/profile_transformer'
import { PlanSlug } from '#enums/billing'
import { invoiceDetailsForm, provinceOptions } from '#services/billing/invoice_details'
import { savePersonalInfo } from '#services/accounts/personal_info'

/** Sign-up step "personal info" (SPEC §2.7). */
export default class PersonalInfoController {
  async create({ inertia, auth, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const price = await chosenPrice(session.get(SIGNUP_PRICE_KEY))
    return inertia.render('Auth/PersonalInfo', {
      profile: ProfileTransformer.transform(user),
      selectedPrice: PriceTransformer.chosen(price, i18n.locale),
      invoiceDetails: invoiceDetailsForm(user.invoiceDetails),
      provinces: provinceOptions(i18n.locale),
      /** The Business plan is invoiced to a company (Revenue Code §86/4 full tax invoice). */
      companyRequired: price?.plan.slug === PlanSlug.BUSINESS,
    })
  }

  async store({ request, response, auth, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const data = await request.validateUsing(personalInfoValidator)
    const price = await chosenPrice(session.get(SIGNUP_PRICE_KEY))
    await savePersonalInfo(user, data, {
      companyRequired: price?.plan.slug === PlanSlug.BUSINESS,
      t: (key) => i18n.t(key),
    })
    session.flash('success', i18n.t('auth.personal_info_saved'))
    // Sign-up with a plan chosen (the cart's checkout carries it): on to payment.
    if (session.has(SIGNUP_PRICE_KEY)) return response.redirect().toRoute('auth.payment')
    return response.redirect().toRoute('settings.profile-details')
  }
}
