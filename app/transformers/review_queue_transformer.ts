import { CalendarTransformer } from '#transformers/concerns/readers'
import type Subscription from '#models/subscription'
import { toSubscriptionRow } from '#transformers/admin_subscription_transformer'

/**
 * An application waiting for review on the admin dashboard (SPEC §2.9): the
 * Subscriptions list's row, with its business-hour due time (SPEC §1). The
 * relations user, plan and price must be preloaded.
 */
export default class ReviewQueueTransformer extends CalendarTransformer<Subscription> {
  toObject() {
    return toSubscriptionRow(this.resource, this.calendar)
  }
}
