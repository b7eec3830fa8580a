import { BaseTransformer } from '@adonisjs/core/transformers'
import type Subscription from '#models/subscription'

/** A membership as the member's own pages list it (plan preloaded). */
export default class MembershipTransformer extends BaseTransformer<Subscription> {
  constructor(
    subscription: Subscription,
    /** The reader's language: plans are named in it. */
    protected locale = 'en'
  ) {
    super(subscription)
  }

  toObject() {
    return {
      id: this.resource.id,
      plan: this.resource.plan.nameFor(this.locale),
      status: this.resource.status,
      membershipNumber: this.resource.membershipNumber,
    }
  }
}
