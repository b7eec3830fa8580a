import type { HttpContext } from '@adonisjs/core/http'
import { staffWrittenRequests } from '#services/memberships/written_request_lists'
import Subscription from '#models/subscription'
import subscriptionAdmin from '#services/memberships/subscription_admin'
import { recordCancellationValidator } from '#validators/admin_reviews'
import { Refusal, rephrase } from '#exceptions/refusal'
import { staffWrite } from '#support/staff_write'
import { deleteSubscriptionsList } from '#lists/delete_subscriptions_list'

export default class DeleteSubscriptionsController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/DeleteSubscriptions', {
      // Phone requests awaiting confirmation first, then the latest recorded.
      writtenRequests: await staffWrittenRequests(),
      list: await deleteSubscriptionsList.page(ctx),
    })
  }

  async export(ctx: HttpContext) {
    return deleteSubscriptionsList.csv(ctx)
  }

  /** Staff record a written request received by letter or email; the lifecycle dates it. */
  async store(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(recordCancellationValidator)
    const { i18n, session, response } = ctx
    const subscription = await Subscription.findBy('membership_number', data.membership_number)
    if (!subscription) {
      throw new Refusal('E_NO_MEMBERSHIP', 'delete_subscriptions.errors.no_membership', {
        field: 'membership_number',
      })
    }
    await rephrase(
      subscriptionAdmin.recordCancellation(
        subscription,
        { channel: data.channel, reason: data.reason, text: data.text },
        staffWrite(ctx)
      ),
      { keys: () => 'delete_subscriptions.errors.not_active', field: 'membership_number' }
    )
    session.flash(
      'success',
      i18n.t('delete_subscriptions.flash.recorded', {
        number: subscription.membershipNumber,
      })
    )
    return response.redirect().withQs().back()
  }

  /** Undo before the effective date: the membership goes on as before. */
  async undo(ctx: HttpContext) {
    const subscription = await Subscription.findOrFail(ctx.params.id)
    const { i18n, session, response } = ctx
    await rephrase(subscriptionAdmin.undoCancellation(subscription, staffWrite(ctx)), {
      keys: { E_INVALID_TRANSITION: 'delete_subscriptions.errors.too_late' },
    })
    session.flash(
      'success',
      i18n.t('delete_subscriptions.flash.undone', { number: subscription.membershipNumber })
    )
    return response.redirect().withQs().back()
  }
}
