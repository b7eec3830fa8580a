import type Subscriber from '#models/subscriber'

/** One row of the admin Subscribers list (and its details dialog): a whitelist, never the model. */
export function toSubscriberRow(subscriber: Subscriber) {
  return {
    id: subscriber.id,
    email: subscriber.email,
    locale: subscriber.locale,
    status: subscriber.status,
    confirmed_at: subscriber.confirmedAt?.toISO() ?? null,
    unsubscribed_at: subscriber.unsubscribedAt?.toISO() ?? null,
    created_at: subscriber.createdAt.toISO()!,
  }
}

export type SubscriberRow = ReturnType<typeof toSubscriberRow>
