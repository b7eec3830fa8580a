import { businessCalendar } from '#services/business_calendar'
import type { HttpContext } from '@adonisjs/core/http'
import { writtenRequestPrices } from '#services/memberships/written_request_lists'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import db from '@adonisjs/lucid/services/db'
import { subscriptionsMatching, usersMatching } from '#support/text_search'
import { BillingPeriod, PlanSlug, SubscriptionStatus } from '#enums/billing'
import { RoleId } from '#enums/role'
import Subscription from '#models/subscription'
import Plan from '#models/plan'
import User from '#models/user'
import subscriptionAdmin, {
  preloadMembership,
  withListRelations,
} from '#services/admin/subscription_admin'
import { toSubscriptionRow } from '#transformers/admin_subscription_transformer'
import { customPlanValidator, rejectApplicationValidator } from '#validators/admin_reviews'
import { scopedMessages } from '#validators/admin_money'
import { listPage, parseListQuery, streamCsv, type ListParams } from '#support/list_query'
import { dayBounds, parseDayRange, type DayRange } from '#support/date_range'
import { sqlTime } from '#support/columns'
import { rephrase } from '#exceptions/refusal'
import { staffWrite } from '#support/staff_write'

/** How the list words the lifecycle's refusals of a decision. */
const DECISION_REFUSALS = {
  E_INVALID_TRANSITION: 'admin_subscriptions.errors.transition',
  E_NOT_ELIGIBLE: 'admin_subscriptions.errors.incarcerated',
}

/** SPEC §2.9 Subscriptions: what the list sorts and filters by (the nav sends subscription=active). */
const list = {
  sorts: {
    applied_at: 'applied_at',
    membership_number: 'membership_number',
    status: 'status',
    current_period_end: 'current_period_end',
  },
  defaultSort: 'applied_at',
  defaultDir: 'desc',
  filters: {
    subscription: Object.values(SubscriptionStatus),
    plan: Object.values(PlanSlug),
    period: Object.values(BillingPeriod),
    custom: ['yes', 'no'],
  },
} as const

type Params = ListParams<keyof typeof list.sorts, keyof typeof list.filters>
type Query = ModelQueryBuilderContract<typeof Subscription>

/** Search by member name or email, or by membership number; filters; applied between two days. */
export function narrowSubscriptions(query: Query, { q, filters }: Params, range: DayRange) {
  const dialect = db.connection().dialect.name
  const { from, until } = dayBounds(range)
  return query
    .if(q, (sub) =>
      sub.where((inner) =>
        inner.whereIn('id', subscriptionsMatching(q)).orWhereIn('user_id', usersMatching(q))
      )
    )
    .if(filters.subscription, (sub) => sub.where('status', filters.subscription!))
    .if(filters.plan, (sub) =>
      sub.whereIn('plan_id', db.from('plans').select('id').where('slug', filters.plan!))
    )
    .if(filters.period, (sub) =>
      sub.whereIn(
        'price_id',
        db.from('prices').select('id').where('billing_period', filters.period!)
      )
    )
    .if(filters.custom, (sub) => sub.where('custom_created', filters.custom === 'yes'))
    .if(from, (sub) => sub.where('applied_at', '>=', sqlTime(from!, dialect)))
    .if(until, (sub) => sub.where('applied_at', '<', sqlTime(until!, dialect)))
}

export default class SubscriptionsController {
  async index({ request, inertia }: HttpContext) {
    const params = parseListQuery(request.qs(), list)
    const range = parseDayRange(request.qs())
    const page = await listPage(
      Subscription,
      params,
      list,
      (query, p) => narrowSubscriptions(query, p, range),
      (row) => row
    )
    const loaded = await withListRelations(page.rows)
    const calendar = await businessCalendar()
    const rows = loaded.map((row) => toSubscriptionRow(row, calendar))
    const plans = await Plan.query().orderBy('id')
    return inertia.render('Admin/Subscriptions', {
      // The plans a request received in writing may change to (issue 18 item 4).
      prices: await writtenRequestPrices(),
      list: {
        ...page,
        rows,
        filters: { ...page.filters, ...range },
        filterOptions: { ...page.filterOptions, from: [], to: [] },
      },
      plans: plans.map((plan) => ({
        id: plan.id,
        slug: plan.slug,
        name: plan.name,
        name_th: plan.nameTh,
      })),
    })
  }

  async export(ctx: HttpContext) {
    const params = parseListQuery(ctx.request.qs(), list)
    const range = parseDayRange(ctx.request.qs())
    streamCsv(
      ctx,
      'subscriptions.csv',
      Subscription,
      (query) => preloadMembership(narrowSubscriptions(query, params, range)),
      [
        { header: 'Membership number', value: (row) => row.membershipNumber },
        { header: 'Status', value: (row) => row.status },
        { header: 'Member', value: (row) => row.user.name },
        { header: 'Email', value: (row) => row.user.email },
        { header: 'Plan', value: (row) => row.plan.slug },
        { header: 'Billing period', value: (row) => row.price.billingPeriod },
        { header: 'Amount (THB)', value: (row) => (row.price.amountSatang / 100).toFixed(2) },
        { header: 'Custom', value: (row) => (row.customCreated ? 'yes' : 'no') },
        { header: 'Applied at', value: (row) => row.appliedAt.toISO() },
        { header: 'Started at', value: (row) => row.startedAt?.toISO() ?? '' },
        { header: 'Period end', value: (row) => row.currentPeriodEnd?.toISO() ?? '' },
      ]
    )
  }

  async approve(ctx: HttpContext) {
    const subscription = await Subscription.findOrFail(ctx.params.id)
    return this.#decide(ctx, 'approved', () =>
      subscriptionAdmin.approve(subscription, staffWrite(ctx))
    )
  }

  async reject(ctx: HttpContext) {
    const subscription = await Subscription.findOrFail(ctx.params.id)
    const { reason } = await ctx.request.validateUsing(rejectApplicationValidator)
    return this.#decide(ctx, 'rejected', () =>
      subscriptionAdmin.reject(subscription, reason, staffWrite(ctx))
    )
  }

  async suspend(ctx: HttpContext) {
    const subscription = await Subscription.findOrFail(ctx.params.id)
    return this.#decide(ctx, 'suspended', () =>
      subscriptionAdmin.suspend(subscription, staffWrite(ctx))
    )
  }

  async reactivate(ctx: HttpContext) {
    const subscription = await Subscription.findOrFail(ctx.params.id)
    return this.#decide(ctx, 'reactivated', () =>
      subscriptionAdmin.reactivate(subscription, staffWrite(ctx))
    )
  }

  async storeCustom(ctx: HttpContext) {
    const { session, i18n, response } = ctx
    const data = await ctx.request.validateUsing(customPlanValidator, {
      messagesProvider: scopedMessages(i18n, 'admin_subscriptions'),
    })
    const member = await User.query()
      .where('email', data.email)
      .where('role_id', RoleId.USER)
      .whereNull('deleted_at')
      .firstOrFail()
    const plan = await Plan.findOrFail(data.plan_id)
    const subscription = await subscriptionAdmin.createCustom(
      member,
      { planId: plan.id, amountSatang: data.amount_satang, billingPeriod: data.billing_period },
      staffWrite(ctx)
    )
    session.flash(
      'success',
      i18n.t('admin_subscriptions.flash.custom_created', {
        number: subscription.membershipNumber,
      })
    )
    return response.redirect().withQs().back()
  }

  /** Runs a decision; a move the state machine refuses is an error toast, never a 500. */
  async #decide(
    { session, i18n, response }: HttpContext,
    done: string,
    run: () => Promise<Subscription>
  ) {
    const subscription = await rephrase(run(), { keys: DECISION_REFUSALS })
    session.flash(
      'success',
      i18n.t(`admin_subscriptions.flash.${done}`, { number: subscription.membershipNumber })
    )
    return response.redirect().withQs().back()
  }
}
