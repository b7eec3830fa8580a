import type { HttpContext } from '@adonisjs/core/http'
import { inject } from '@adonisjs/core'
import Subscriber from '#models/subscriber'
import AdminPolicy from '#policies/admin_policy'
import SubscriberAdmin from '#services/marketing/subscriber_admin'
import { bulkSubscribersValidator } from '#validators/subscriber'
import { access } from '#support/admin_access'
import { subscribersList } from '#lists/subscribers_list'

@inject()
export default class SubscribersController {
  constructor(private subscribers: SubscriberAdmin) {}

  async index(ctx: HttpContext) {
    return ctx.inertia.render('Admin/Subscribers', {
      list: await subscribersList.page(ctx),
      can: access.flags(ctx.auth.user, 'subscribers'),
    })
  }

  async export(ctx: HttpContext) {
    await ctx.bouncer.with(AdminPolicy).authorize('can', 'subscribers', 'export')
    return subscribersList.csv(ctx)
  }

  async unsubscribe({ params, bouncer, auth, request, session, i18n, response }: HttpContext) {
    const subscriber = await Subscriber.findOrFail(params.id)
    await bouncer.with(AdminPolicy).authorize('can', 'subscribers', 'unsubscribe')
    const count = await this.subscribers.unsubscribe([subscriber.id], {
      actor: auth.user!,
      ip: request.ip(),
    })
    session.flash('success', i18n.t('subscribers.flash.unsubscribed', { count }))
    // withQs: back to the same page, search and filters of the list.
    return response.redirect().withQs().back()
  }

  async destroy({ params, bouncer, auth, request, session, i18n, response }: HttpContext) {
    const subscriber = await Subscriber.findOrFail(params.id)
    await bouncer.with(AdminPolicy).authorize('can', 'subscribers', 'delete')
    const count = await this.subscribers.delete([subscriber.id], {
      actor: auth.user!,
      ip: request.ip(),
    })
    session.flash('success', i18n.t('subscribers.flash.deleted', { count }))
    // withQs: back to the same page, search and filters of the list.
    return response.redirect().withQs().back()
  }

  async bulk({ bouncer, auth, request, session, i18n, response }: HttpContext) {
    const { action, ids } = await request.validateUsing(bulkSubscribersValidator)
    await bouncer.with(AdminPolicy).authorize('can', 'subscribers', action)
    const who = { actor: auth.user!, ip: request.ip() }
    const count =
      action === 'delete'
        ? await this.subscribers.delete(ids, who)
        : await this.subscribers.unsubscribe(ids, who)
    session.flash(
      'success',
      i18n.t(`subscribers.flash.${action === 'delete' ? 'deleted' : 'unsubscribed'}`, {
        count,
      })
    )
    // withQs: back to the same page, search and filters of the list.
    return response.redirect().withQs().back()
  }
}
