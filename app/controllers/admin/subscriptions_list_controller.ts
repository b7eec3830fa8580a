import type { HttpContext } from '@adonisjs/core/http'
import Plan from '#models/plan'
import { writtenRequestPrices } from '#services/memberships/written_request_lists'
import { exportSubscriptions, subscriptionsList } from '#lists/subscriptions_list'

/** SPEC §2.9 Subscriptions: the list and its CSV. */
export default class SubscriptionsListController {
  async index(ctx: HttpContext) {
    const plans = await Plan.query().orderBy('id')
    return ctx.inertia.render('Admin/Subscriptions', {
      list: await subscriptionsList.page(ctx),
      // The plans a request received in writing may change to.
      prices: await writtenRequestPrices(),
      // The plans a custom membership is made on.
      plans: plans.map(({ id, slug, name, nameTh }) => ({ id, slug, name, name_th: nameTh })),
    })
  }

  async export(ctx: HttpContext) {
    return exportSubscriptions(ctx)
  }
}
