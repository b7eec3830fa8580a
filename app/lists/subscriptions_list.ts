import db from '@adonisjs/lucid/services/db'
import Subscription from '#models/subscription'
import { BillingPeriod, PlanSlug, SubscriptionStatus } from '#enums/billing'
import SubscriptionRowTransformer from '#transformers/subscription_row_transformer'
import { businessCalendar } from '#services/platform/business_calendar'
import { subscriptionsMatching, usersMatching } from '#support/text_search'
import { MEMBERSHIP_FACTS_CSV } from '#lists/membership_csv'
import { defineList, filter, search } from '#lists/kit'

/** SPEC §2.9 Subscriptions: every membership (the nav sends subscription=active). */
export const subscriptionsList = defineList({
  name: 'admin_subscriptions',
  route: 'admin.subscriptions',
  model: Subscription,
  // Member name or email, or the membership number (text-search indexes).
  search: [search.indexed('id', subscriptionsMatching), search.indexed('user_id', usersMatching)],
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
  preload: (query) => query.preload('user').preload('plan').preload('price'),
  transformer: SubscriptionRowTransformer,
  // The review clock of pending applications counts business hours and holidays (SPEC §1).
  context: async () => [await businessCalendar()],
  csv: {
    filename: 'subscriptions.csv',
    columns: {
      ...MEMBERSHIP_FACTS_CSV,
      'Billing period': 'billingPeriod',
      'Amount (THB)': (row) => (row.amountSatang / 100).toFixed(2),
      'Custom': (row) => (row.customCreated ? 'yes' : 'no'),
      'Applied at': 'appliedAt',
      'Started at': (row) => row.startedAt ?? '',
      'Period end': (row) => row.currentPeriodEnd ?? '',
    },
  },
})
