import type { DateTime } from 'luxon'
import { BaseTransformer } from '@adonisjs/core/transformers'
import type Subscription from '#models/subscription'
import type Price from '#models/price'
import type PaymentMethod from '#models/payment_method'
import { formatDate } from '#transformers/member_subscription_transformer'
import PriceTransformer from '#transformers/price_transformer'

/**
 * The plan change's page (SPEC §2.7 plan → payment → confirmation): the
 * membership as it is now (price, plan, renewal day), and what each step
 * adds — the prices on offer, or the chosen one with its date and the card
 * it is charged to. The subscription comes with its price and plan loaded.
 */
export default class PlanChangeTransformer extends BaseTransformer<Subscription> {
  constructor(
    subscription: Subscription,
    protected locale: string
  ) {
    super(subscription)
  }

  toObject() {
    const subscription = this.resource
    return {
      id: subscription.id,
      membershipNumber: subscription.membershipNumber,
      ...new PriceTransformer(subscription.price, this.locale).toOption(),
      renewsOn: subscription.currentPeriodEnd
        ? formatDate(subscription.currentPeriodEnd, this.locale)
        : null,
    }
  }

  /** A price with the day it would take effect. */
  #option(price: Price, effectiveAt: DateTime) {
    return {
      ...new PriceTransformer(price, this.locale).toOption(),
      effectiveOn: formatDate(effectiveAt, this.locale),
    }
  }

  /** Step 1: the prices the member may switch to, all taking effect on the same day. */
  planStep(options: Price[], effectiveAt: DateTime) {
    return {
      step: 'plan' as const,
      membership: this.toObject(),
      options: options.map((price) => this.#option(price, effectiveAt)),
      quote: null,
      card: null,
    }
  }

  /** Steps 2 and 3: the chosen price, when it takes effect, and the card it is charged to. */
  quotedStep(
    step: 'payment' | 'confirmation',
    quote: { price: Price; effectiveAt: DateTime },
    card: PaymentMethod | null
  ) {
    return {
      step,
      membership: this.toObject(),
      options: [],
      quote: this.#option(quote.price, quote.effectiveAt),
      card: card ? { brand: card.brand, last4: card.last4 } : null,
    }
  }
}
