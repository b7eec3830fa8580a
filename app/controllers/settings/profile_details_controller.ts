import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import { profileDetailsValidator } from '#validators/auth'
import ProfileTransformer from '#transformers/profile_transformer'
import MembershipTransformer from '#transformers/membership_transformer'

/** Settings › Profile Details (SPEC §2.8): the member's details and memberships. */
export default class ProfileDetailsController {
  async show({ inertia, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const memberships = await user
      .related('subscriptions')
      .query()
      .preload('plan')
      .orderBy('id', 'desc')
    return inertia.render('Settings/ProfileDetails', {
      profile: ProfileTransformer.transform(user),
      memberships: MembershipTransformer.transform(memberships),
    })
  }

  async update({ request, response, auth, session, i18n }: HttpContext) {
    const user = auth.getUserOrFail()
    const data = await request.validateUsing(profileDetailsValidator)
    user.merge({
      name: data.name,
      phone: data.phone,
      country: data.country,
      nationality: data.nationality,
      dateOfBirth: DateTime.fromJSDate(data.date_of_birth),
    })
    await user.save()
    session.flash('success', i18n.t('auth.profile_saved'))
    return response.redirect().toRoute('settings.profile-details')
  }
}
