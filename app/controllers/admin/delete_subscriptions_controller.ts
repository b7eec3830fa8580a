import type { HttpContext } from '@adonisjs/core/http'
import { staffWrittenRequests } from '#services/memberships/written_request_lists'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import db from '@adonisjs/lucid/services/db'
import { subscriptionsMatching, usersMatching } from '#support/text_search'
import { SubscriptionStatus } from '#enums/billing'
import Subscription from '#models/subscription'
import subscriptionAdmin, {
  preloadMembership,
  withListRelations,
} from '#services/admin/subscription_admin'
import { toCancellationRow } from '#transformers/admin_subscription_transformer'
import { recordCancellationValidator } from '#validators/admin_reviews'
import { listPage, parseListQuery, streamCsv, type ListParams } from '#support/list_query'
import { dayBounds, parseDayRange, type DayRange } from '#support/date_range'
import { sqlTime } from '#support/columns'
import { Refusal, rephrase } from '#exceptions/refusal'
import { staffWrite } from '#support/staff_write'

/** SPEC §2.9 Delete Subscriptions: the written cancellation requests. */
const list = {
  sorts: {
    requested_at: 'cancel_requested_at',
    effective_at: 'cancel_effective_at',
    membership_number: 'membership_number',
  },
  defaultSort: 'effective_at',
  defaultDir: 'asc',
  filters: {
    state: [SubscriptionStatus.CANCEL_PENDING, SubscriptionStatus.CANCELLED],
    channel: ['written', 'email'],
  },
} as const

type Params = ListParams<keyof typeof list.sorts, keyof typeof list.filters>
type Query = ModelQueryBuilderContract<typeof Subscription>

function narrow(query: Query, { q, filters }: Params, range: DayRange) {
  const dialect = db.connection().dialect.name
  const { from, until } = dayBounds(range)
  return query
    .whereNotNull('cancel_requested_at')
    .whereIn('status', filters.state ? [filters.state] : [...list.filters.state])
    .if(filters.channel, (sub) => sub.where('cancellation_channel', filters.channel!))
    .if(q, (sub) =>
      sub.where((inner) =>
        inner.whereIn('id', subscriptionsMatching(q)).orWhereIn('user_id', usersMatching(q))
      )
    )
    .if(from, (sub) => sub.where('cancel_requested_at', '>=', sqlTime(from!, dialect)))
    .if(until, (sub) => sub.where('cancel_requested_at', '<', sqlTime(until!, dialect)))
}

export default class DeleteSubscriptionsController {
  async index({ request, inertia }: HttpContext) {
    const params = parseListQuery(request.qs(), list)
    const range = parseDayRange(request.qs())
    const page = await listPage(
      Subscription,
      params,
      list,
      (query, p) => narrow(query, p, range),
      (row) => row
    )
    const loaded = await withListRelations(page.rows)
    const rows = loaded.map(toCancellationRow)
    return inertia.render('Admin/DeleteSubscriptions', {
      // Issue 18 item 4: phone requests awaiting confirmation first, then the latest recorded.
      writtenRequests: await staffWrittenRequests(),
      list: {
        ...page,
        rows,
        filters: { ...page.filters, ...range },
        filterOptions: { ...page.filterOptions, from: [], to: [] },
      },
    })
  }

  async export(ctx: HttpContext) {
    const params = parseListQuery(ctx.request.qs(), list)
    const range = parseDayRange(ctx.request.qs())
    streamCsv(
      ctx,
      'cancellations.csv',
      Subscription,
      (query) => preloadMembership(narrow(query, params, range)),
      [
        { header: 'Membership number', value: (row) => row.membershipNumber },
        { header: 'Status', value: (row) => row.status },
        { header: 'Member', value: (row) => row.user.name },
        { header: 'Email', value: (row) => row.user.email },
        { header: 'Plan', value: (row) => row.plan.slug },
        { header: 'Channel', value: (row) => row.cancellationChannel },
        { header: 'Reason', value: (row) => row.cancellationReason },
        { header: 'Written request', value: (row) => row.cancellationText },
        { header: 'Requested at', value: (row) => row.cancelRequestedAt?.toISO() ?? '' },
        { header: 'Effective at', value: (row) => row.cancelEffectiveAt?.toISO() ?? '' },
      ]
    )
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
