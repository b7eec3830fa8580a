import type { HttpContext } from '@adonisjs/core/http'
import { memberWrittenRequests } from '#services/memberships/written_request_lists'
import clock from '#services/billing/clock'
import { memberSubscriptions } from '#services/memberships/member_subscriptions'
import { CANCELLATION_REASONS } from '#services/memberships/member_cancellation'
import Price from '#models/price'
import PriceTransformer from '#transformers/price_transformer'

/** Settings › Subscriptions (SPEC §2.8): every membership, its state, usage and actions. */
export default class SubscriptionsController {
  async index({ inertia, auth, i18n, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const memberships = await memberSubscriptions(user, i18n.locale, clock.now())
    const cancelled = Number(request.qs().cancelled)
    // The plans a membership may switch to (the cancellation's alternatives step).
    const prices = await Price.query()
      .where('is_active', true)
      .whereHas('plan', (plan) => plan.where('is_active', true))
      .preload('plan')
      .orderBy('plan_id')
      .orderBy('billing_period')
    return inertia.render('Settings/Subscriptions', {
      memberships,
      writtenRequests: await memberWrittenRequests(user, i18n.locale),
      memberName: user.name,
      memberEmail: user.email,
      planOptions: PriceTransformer.transform(prices, i18n.locale).useVariant('toOption'),
      reasons: Object.keys(CANCELLATION_REASONS),
      /** The membership whose written cancellation was just recorded: the modal shows its summary. */
      summaryFor: memberships.find((row) => row.id === cancelled && row.status === 'cancel_pending')
        ? cancelled
        : null,
    })
  }
}
