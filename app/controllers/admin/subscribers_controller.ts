import type { HttpContext } from '@adonisjs/core/http'
import { inject } from '@adonisjs/core'
import Subscriber from '#models/subscriber'
import AdminPolicy from '#policies/admin_policy'
import SubscriberAdmin from '#services/marketing/subscriber_admin'
import { bulkSubscribersValidator } from '#validators/subscriber'
import { staffWrite } from '#support/staff_write'
import { backWith } from '#support/redirects'

type Change = 'unsubscribe' | 'delete'

/** SPEC §2.9 Subscribers: unsubscribe or delete one subscriber, or the ticked ones. */
@inject()
export default class SubscribersController {
  constructor(private subscribers: SubscriberAdmin) {}

  async unsubscribe(ctx: HttpContext) {
    const subscriber = await Subscriber.findOrFail(ctx.params.id)
    return this.#change(ctx, 'unsubscribe', [subscriber.id])
  }

  async destroy(ctx: HttpContext) {
    const subscriber = await Subscriber.findOrFail(ctx.params.id)
    return this.#change(ctx, 'delete', [subscriber.id])
  }

  async bulk(ctx: HttpContext) {
    const { action, ids } = await ctx.request.validateUsing(bulkSubscribersValidator)
    return this.#change(ctx, action, ids)
  }

  /** Authorized per action; back to the same page, search and filters of the list. */
  async #change(ctx: HttpContext, action: Change, ids: number[]) {
    await ctx.bouncer.with(AdminPolicy).authorize('can', 'subscribers', action)
    if (action === 'delete') {
      const count = await this.subscribers.delete(ids, staffWrite(ctx))
      return backWith(ctx, 'subscribers.flash.deleted', { count })
    }
    const count = await this.subscribers.unsubscribe(ids, staffWrite(ctx))
    return backWith(ctx, 'subscribers.flash.unsubscribed', { count })
  }
}
