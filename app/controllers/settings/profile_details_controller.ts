import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import Subscription from '#models/subscription'
import { profileDetailsValidator } from '#validators/auth'

/** Settings › Profile Details (SPEC §2.8): the member's details and memberships. */
export default class ProfileDetailsController {
  async show({ inertia, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const memberships = await Subscription.query()
      .where('user_id', user.id)
      .preload('plan')
      .orderBy('id', 'desc')
    return inertia.render('Settings/ProfileDetails', {
      profile: {
        name: user.name,
        email: user.email,
        email_verified: user.emailVerifiedAt !== null,
        phone: user.phone,
        country: user.country,
        nationality: user.nationality,
        date_of_birth: user.dateOfBirth?.toISODate() ?? null,
      },
      memberships: memberships.map((membership) => ({
        id: membership.id,
        plan: membership.plan.name,
        status: membership.status,
        membership_number: membership.membershipNumber,
      })),
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
