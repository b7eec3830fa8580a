import type { HttpContext } from '@adonisjs/core/http'
import { ownedRecord } from '#support/owned_record'
import clock from '#services/billing/clock'
import { memberCancellationValidator } from '#validators/subscriptions'
import {
  requestMemberCancellation,
  checkCancellationRequest,
} from '#services/memberships/member_cancellation'
import { rephrase } from '#exceptions/refusal'

/**
 * The last step of the six-step cancellation (SPEC §1, §2.8): the member's
 * written request, signed with their full name and confirmed with their
 * password. Any refusal changes nothing.
 */
export default class SubscriptionCancellationsController {
  async store({ request, auth, i18n, response, session, params }: HttpContext) {
    const user = auth.getUserOrFail()
    const subscription = await ownedRecord(user, 'subscriptions', params.id)
    const data = await request.validateUsing(memberCancellationValidator)
    await checkCancellationRequest(subscription, user, data)
    await rephrase(requestMemberCancellation(subscription, user, data, clock.now(), request.ip()), {
      keys: () => 'settings_subscriptions.cancel.errors.not_active',
      field: 'subscription',
    })
    session.flash('success', i18n.t('settings_subscriptions.cancel.flash'))
    return response.redirect().toRoute('settings.subscriptions', [], {
      qs: { cancelled: subscription.id },
    })
  }
}
