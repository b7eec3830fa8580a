import type { HttpContext } from '@adonisjs/core/http'
import { ownedRecord } from '#support/owned_record'
import clock from '#services/billing/clock'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { keepMembership } from '#services/memberships/keep_membership'
import { rephrase } from '#exceptions/refusal'

/**
 * "Keep my membership" (SPEC §2.8): the member withdraws their own pending
 * cancellation. Another member's membership is a 404; one whose
 * cancellation already took effect is refused with a flash (reactivation).
 */
export default class SubscriptionKeepsController {
  async store({ auth, i18n, params, request, response, session }: HttpContext) {
    const user = auth.getUserOrFail()
    const subscription = await ownedRecord(user, 'subscriptions', params.id)
    await rephrase(keepMembership(subscription, user, clock.now(), request.ip()), {
      redirectTo: urlFor('settings.subscriptions'),
    })
    session.flash('success', i18n.t('settings_subscriptions.keep.flash'))
    return response.redirect().toRoute('settings.subscriptions')
  }
}
