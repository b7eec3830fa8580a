import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { SubscriptionStatus } from '#enums/billing'
import { ownedRecord } from '#support/owned_record'
import clock from '#services/billing/clock'
import { memberCancellationValidator } from '#validators/subscriptions'
import {
  requestMemberCancellation,
  signatureMatches,
} from '#services/memberships/member_cancellation'
import { CancellationNotAllowedError, InvalidTransitionError } from '#errors/domain_errors'

const refuse = (field: string, message: string) =>
  new vineErrors.E_VALIDATION_ERROR([{ field, rule: field, message }])

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
    const t = (key: string, values?: Record<string, unknown>) =>
      i18n.t(`settings_subscriptions.cancel.errors.${key}`, values)
    if (subscription.status !== SubscriptionStatus.ACTIVE) {
      throw refuse('subscription', t('not_active'))
    }
    if (!signatureMatches(data.signature, user.name)) {
      throw refuse('signature', t('signature', { name: user.name }))
    }
    if (!user.password || !(await user.verifyPassword(data.password))) {
      throw refuse('password', t('password'))
    }
    try {
      await requestMemberCancellation(subscription, user, data, clock.now(), request.ip())
    } catch (error) {
      if (error instanceof InvalidTransitionError || error instanceof CancellationNotAllowedError) {
        throw refuse('subscription', t('not_active'))
      }
      throw error
    }
    session.flash('success', i18n.t('settings_subscriptions.cancel.flash'))
    return response.redirect().toRoute('settings.subscriptions', [], {
      qs: { cancelled: subscription.id },
    })
  }
}
