import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Subscription from '#models/subscription'
import { BillingPeriod, PlanSlug, SubscriptionStatus } from '#enums/billing'
import SubscriptionRowTransformer from '#transformers/subscription_row_transformer'
import { businessCalendar } from '#services/platform/business_calendar'
import { subscriptionsMatching } from '#support/text_search'
import { csvTime, streamCsvRows, type CsvRowColumn } from '#support/list_query'
import { preloadMembershipFacts } from '#lists/membership_csv'
import { defineList, filter, search } from '#lists/kit'

/** SPEC §2.9 Subscriptions: every membership (the nav sends subscription=active). */
export const subscriptionsList = defineList({
  name: 'admin_subscriptions',
  route: 'admin.subscriptions',
  model: Subscription,
  // Member name or email, or the membership number (text-search indexes).
  search: [search.indexed('id', subscriptionsMatching), search.members('user_id')],
  sorts: {
    applied_at: 'applied_at',
    membership_number: 'membership_number',
    status: 'status',
    current_period_end: 'current_period_end',
  },
  defaultSort: 'applied_at',
  // Past 10,000 memberships the page says "10,000+" instead of counting them all.
  countCap: 10_000,
  filters: {
    subscription: {
      ...filter.column('status', Object.values(SubscriptionStatus)),
      labels: 'admin_subscriptions.status',
    },
    plan: {
      values: Object.values(PlanSlug),
      apply: (query, slug) =>
        query.whereIn('plan_id', db.from('plans').select('id').where('slug', slug)),
    },
    period: {
      values: Object.values(BillingPeriod),
      apply: (query, period) =>
        query.whereIn('price_id', db.from('prices').select('id').where('billing_period', period)),
    },
    custom: filter.yesNo(
      (query, yes) => query.where('custom_created', yes),
      'admin_subscriptions.custom'
    ),
  },
  dateRange: 'applied_at',
  preload: (query) =>
    preloadMembershipFacts(query).preload('price', (price) =>
      price.select('id', 'billing_period', 'amount_satang')
    ),
  transformer: SubscriptionRowTransformer,
  // The review clock of pending applications counts business hours and holidays (SPEC §1).
  context: async () => [await businessCalendar()],
})

/** A membership row of the export, as the database returns it, with its member, plan and price. */
type SubscriptionCsvRow = {
  id: number
  user_id: number
  plan_id: number
  price_id: number
  membership_number: string | null
  status: string
  custom_created: boolean | number
  applied_at: unknown
  started_at: unknown
  current_period_end: unknown
  member?: { name: string | null; email: string }
  plan?: { slug: string }
  price?: { billing_period: string; amount_satang: number | string }
}

const CSV_SELECT = [
  'id',
  'user_id',
  'plan_id',
  'price_id',
  'membership_number',
  'status',
  'custom_created',
  'applied_at',
  'started_at',
  'current_period_end',
]

/**
 * The columns of the list's rows (`membershipFacts` first, as Delete Subscriptions'
 * export opens): the headers are the file's contract.
 */
const CSV_COLUMNS: CsvRowColumn<SubscriptionCsvRow>[] = [
  { header: 'Membership number', value: (row) => row.membership_number ?? '' },
  { header: 'Status', value: (row) => row.status },
  { header: 'Member', value: (row) => row.member?.name ?? '' },
  { header: 'Email', value: (row) => row.member?.email ?? '' },
  { header: 'Plan', value: (row) => row.plan?.slug ?? '' },
  { header: 'Billing period', value: (row) => row.price?.billing_period ?? '' },
  {
    header: 'Amount (THB)',
    value: (row) => (row.price ? (Number(row.price.amount_satang) / 100).toFixed(2) : ''),
  },
  { header: 'Custom', value: (row) => (row.custom_created ? 'yes' : 'no') },
  { header: 'Applied at', value: (row) => csvTime(row.applied_at) },
  { header: 'Started at', value: (row) => csvTime(row.started_at) },
  { header: 'Period end', value: (row) => csvTime(row.current_period_end) },
]

/** Each batch's members, plans and prices: one query each. */
async function withRelated(rows: SubscriptionCsvRow[]) {
  const ids = (key: 'user_id' | 'plan_id' | 'price_id') => [
    ...new Set(rows.map((row) => Number(row[key]))),
  ]
  const [members, plans, prices] = await Promise.all([
    db.from('users').select('id', 'name', 'email').whereIn('id', ids('user_id')),
    db.from('plans').select('id', 'slug').whereIn('id', ids('plan_id')),
    db
      .from('prices')
      .select('id', 'billing_period', 'amount_satang')
      .whereIn('id', ids('price_id')),
  ])
  const byId = <T extends { id: number | string }>(list: T[]) =>
    new Map(list.map((item) => [Number(item.id), item]))
  const memberOf = byId(members)
  const planOf = byId(plans)
  const priceOf = byId(prices)
  for (const row of rows) {
    row.member = memberOf.get(Number(row.user_id))
    row.plan = planOf.get(Number(row.plan_id))
    row.price = priceOf.get(Number(row.price_id))
  }
}

/**
 * The Subscriptions export: the list's own filters over raw rows, in id order.
 * A model with its member, plan and price per row cost 310 ms for the first
 * 1,000 of 100,000 memberships on PostgreSQL (bench/admin_lists_concurrent.sh).
 */
export async function exportSubscriptions(ctx: HttpContext) {
  const { narrow } = await subscriptionsList.filtered(ctx)
  streamCsvRows(ctx, 'subscriptions.csv', Subscription, narrow, CSV_COLUMNS, {
    select: CSV_SELECT,
    enrich: withRelated,
  })
}
