import { BaseTransformer } from '@adonisjs/core/transformers'
import type Subscription from '#models/subscription'

type ReceiptFacts = {
  invoiceNumber: string
  amountPaidSatang: number
  /** The application review deadline, already worded in the visitor's language. */
  reviewDueBy: string
}

/** The membership just bought, as the confirmation step shows it (plan and price preloaded). */
export default class MembershipReceiptTransformer extends BaseTransformer<Subscription> {
  constructor(
    subscription: Subscription,
    protected facts: ReceiptFacts,
    protected locale = 'en'
  ) {
    super(subscription)
  }

  toObject() {
    return {
      membershipNumber: this.resource.membershipNumber,
      plan: this.resource.plan.nameFor(this.locale),
      billingPeriod: this.resource.price.billingPeriod,
      status: this.resource.status,
      ...this.facts,
    }
  }
}
