import type { HttpContext } from '@adonisjs/core/http'
import { inject } from '@adonisjs/core'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Subscriber, { SUBSCRIBER_STATUSES, type SubscriberStatus } from '#models/subscriber'
import AdminPolicy from '#policies/admin_policy'
import SubscriberAdmin from '#services/subscriber_admin'
import { toSubscriberRow } from '#transformers/subscriber_transformer'
import { bulkSubscribersValidator } from '#validators/subscriber'
import { access } from '#support/admin_access'
import { listPage, parseListQuery, streamCsv, type ListParams } from '#support/list_query'

/** SPEC §2.9 Subscribers: what this list sorts and filters by. */
const list = {
  sorts: { email: 'email', created_at: 'created_at', confirmed_at: 'confirmed_at' },
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: { status: SUBSCRIBER_STATUSES, locale: ['en', 'th'] },
} as const

type Params = ListParams<keyof typeof list.sorts, keyof typeof list.filters>

type SubscriberQuery = ModelQueryBuilderContract<typeof Subscriber>

const narrow = (query: SubscriberQuery, { q, filters }: Params) =>
  query
    .withScopes((scopes) => scopes.search(q))
    .withScopes((scopes) => scopes.withStatus(filters.status as SubscriberStatus | undefined))
    .if(filters.locale, (sub) => sub.where('locale', filters.locale!))

@inject()
export default class SubscribersController {
  constructor(private subscribers: SubscriberAdmin) {}

  async index({ request, inertia, auth }: HttpContext) {
    const params = parseListQuery(request.qs(), list)
    return inertia.render('Admin/Subscribers', {
      list: await listPage(Subscriber, params, list, narrow, toSubscriberRow),
      can: access.flags(auth.user, 'subscribers'),
    })
  }

  async export(ctx: HttpContext) {
    await ctx.bouncer.with(AdminPolicy).authorize('can', 'subscribers', 'export')
    const params = parseListQuery(ctx.request.qs(), list)
    const filtered = (query: SubscriberQuery) => narrow(query, params)
    streamCsv(ctx, 'subscribers.csv', Subscriber, filtered, [
      { header: 'Email', value: (row) => row.email },
      { header: 'Status', value: (row) => row.status },
      { header: 'Language', value: (row) => row.locale },
      { header: 'Confirmed at', value: (row) => row.confirmedAt?.toISO() ?? '' },
      { header: 'Unsubscribed at', value: (row) => row.unsubscribedAt?.toISO() ?? '' },
      { header: 'Subscribed at', value: (row) => row.createdAt.toISO() },
    ])
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
