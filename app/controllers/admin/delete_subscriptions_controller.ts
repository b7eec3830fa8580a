import type { HttpContext } from '@adonisjs/core/http'
import Subscription from '#models/subscription'
import subscriptionAdmin from '#services/memberships/subscription_admin'
import { recordCancellationValidator } from '#validators/admin_reviews'
import { Refusal, rephrase } from '#exceptions/refusal'
import { staffWrite } from '#support/staff_write'
import { backWith } from '#support/redirects'

/** The membership a written request names; refused under its field when there is none. */
async function membershipNumbered(number: string) {
  const subscription = await Subscription.findBy('membership_number', number)
  if (subscription) return subscription
  throw new Refusal('E_NO_MEMBERSHIP', 'delete_subscriptions.errors.no_membership', {
    field: 'membership_number',
  })
}

/** A membership that cannot be cancelled now: said under the number's field. */
const NOT_ACTIVE = {
  keys: () => 'delete_subscriptions.errors.not_active',
  field: 'membership_number',
}

/** SPEC §2.9 Delete Subscriptions: written cancellations recorded by staff, and their undo. */
export default class DeleteSubscriptionsController {
  /** Staff record a written request received by letter or email; the lifecycle dates it. */
  async store(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(recordCancellationValidator)
    const subscription = await membershipNumbered(data.membership_number)
    const recording = subscriptionAdmin.recordCancellation(subscription, data, staffWrite(ctx))
    await rephrase(recording, NOT_ACTIVE)
    return backWith(ctx, 'delete_subscriptions.flash.recorded', {
      number: subscription.membershipNumber,
    })
  }

  /** Undo before the effective date: the membership goes on as before. */
  async undo(ctx: HttpContext) {
    const subscription = await Subscription.findOrFail(ctx.params.id)
    await rephrase(subscriptionAdmin.undoCancellation(subscription, staffWrite(ctx)), {
      keys: { E_INVALID_TRANSITION: 'delete_subscriptions.errors.too_late' },
    })
    return backWith(ctx, 'delete_subscriptions.flash.undone', {
      number: subscription.membershipNumber,
    })
  }
}
