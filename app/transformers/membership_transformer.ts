import { BaseTransformer } from '@adonisjs/core/transformers'
import type Subscription from '#models/subscription'

/** A membership as the member's own pages list it (plan preloaded). */
export default class MembershipTransformer extends BaseTransformer<Subscription> {
  toObject() {
    return {
      id: this.resource.id,
      plan: this.resource.plan.name,
      status: this.resource.status,
      membershipNumber: this.resource.membershipNumber,
    }
  }
}
