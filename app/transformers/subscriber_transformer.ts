import { BaseTransformer } from '@adonisjs/core/transformers'
import type Subscriber from '#models/subscriber'

/** One newsletter subscriber as the admin Subscribers list shows it (SPEC §2.9). */
export default class SubscriberTransformer extends BaseTransformer<Subscriber> {
  toObject() {
    const subscriber = this.resource
    return {
      id: subscriber.id,
      email: subscriber.email,
      locale: subscriber.locale,
      status: subscriber.status,
      confirmedAt: subscriber.confirmedAt?.toISO() ?? null,
      unsubscribedAt: subscriber.unsubscribedAt?.toISO() ?? null,
      createdAt: subscriber.createdAt.toISO()!,
    }
  }
}
