import Subscription from '#models/subscription'
import { SubscriptionStatus } from '#enums/billing'
import CancellationTransformer from '#transformers/cancellation_transformer'
import { subscriptionsMatching } from '#support/text_search'
import { MEMBERSHIP_FACTS_CSV, preloadMembershipFacts } from '#lists/membership_csv'
import { defineList, filter, search } from '#lists/kit'

const STATES = [SubscriptionStatus.CANCEL_PENDING, SubscriptionStatus.CANCELLED]

/** SPEC §2.9 Delete Subscriptions: the written cancellation requests, nearest effective date first. */
export const deleteSubscriptionsList = defineList({
  name: 'delete_subscriptions',
  route: 'admin.delete_subscriptions',
  model: Subscription,
  scope: (query) => query.whereNotNull('cancel_requested_at').whereIn('status', STATES),
  // Member name or email, or the membership number (text-search indexes).
  search: [search.indexed('id', subscriptionsMatching), search.members('user_id')],
  sorts: {
    requested_at: 'cancel_requested_at',
    effective_at: 'cancel_effective_at',
    membership_number: 'membership_number',
  },
  defaultSort: 'effective_at',
  defaultDir: 'asc',
  filters: {
    state: { ...filter.column('status', STATES), labels: 'admin_subscriptions.status' },
    channel: {
      ...filter.column('cancellation_channel', ['written', 'email']),
      labels: 'delete_subscriptions.channel',
    },
  },
  dateRange: 'cancel_requested_at',
  preload: preloadMembershipFacts,
  transformer: CancellationTransformer,
  csv: {
    filename: 'cancellations.csv',
    columns: {
      ...MEMBERSHIP_FACTS_CSV,
      'Channel': 'channel',
      'Reason': 'reason',
      'Written request': 'text',
      'Requested at': (row) => row.requestedAt ?? '',
      'Effective at': (row) => row.effectiveAt ?? '',
    },
  },
})
