import Subscriber, { SUBSCRIBER_STATUSES, type SubscriberStatus } from '#models/subscriber'
import SubscriberTransformer from '#transformers/subscriber_transformer'
import { defineList, filter } from '#lists/kit'

/** SPEC §2.9 Subscribers: the newsletter list. */
export const subscribersList = defineList({
  name: 'subscribers',
  route: 'admin.subscribers',
  model: Subscriber,
  search: ['email'],
  sorts: { email: 'email', created_at: 'created_at', confirmed_at: 'confirmed_at' },
  defaultSort: 'created_at',
  filters: {
    status: {
      values: SUBSCRIBER_STATUSES,
      apply: (query, status) =>
        query.withScopes((scopes) => scopes.withStatus(status as SubscriberStatus)),
    },
    locale: filter.column('locale', ['en', 'th']),
  },
  transformer: SubscriberTransformer,
  csv: {
    filename: 'subscribers.csv',
    columns: {
      'Email': 'email',
      'Status': 'status',
      'Language': 'locale',
      'Confirmed at': 'confirmedAt',
      'Unsubscribed at': 'unsubscribedAt',
      'Subscribed at': 'createdAt',
    },
  },
})
