import type { HttpContext } from '@adonisjs/core/http'
import { memberWrittenRequests } from '#services/memberships/written_request_lists'
import clock from '#services/billing/clock'
import {
  justCancelled,
  memberSubscriptions,
  switchablePrices,
} from '#services/memberships/member_subscriptions'
import { CANCELLATION_REASONS } from '#services/memberships/member_cancellation'
import PriceTransformer from '#transformers/price_transformer'

/** Settings › Subscriptions (SPEC §2.8): every membership, its state, usage and actions. */
export default class SubscriptionsController {
  async index({ inertia, auth, i18n, request }: HttpContext) {
    const user = auth.getUserOrFail()
    const memberships = await memberSubscriptions(user, i18n.locale, clock.now())
    const prices = await switchablePrices()
    return inertia.render('Settings/Subscriptions', {
      memberships,
      writtenRequests: await memberWrittenRequests(user, i18n.locale),
      memberName: user.name,
      memberEmail: user.email,
      planOptions: PriceTransformer.transform(prices, i18n.locale).useVariant('toOption'),
      reasons: Object.keys(CANCELLATION_REASONS),
      summaryFor: justCancelled(memberships, request.qs().cancelled),
    })
  }
}
