import type { HttpContext } from '@adonisjs/core/http'
import { staffWrittenRequests } from '#services/memberships/written_request_lists'
import { deleteSubscriptionsList } from '#lists/delete_subscriptions_list'

/** SPEC §2.9 Delete Subscriptions: the cancellations, and the written requests to record. */
export default class DeleteSubscriptionsListController {
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
}
