import { LocalizedTransformer } from '#transformers/concerns/readers'
import type Price from '#models/price'
import { formatMoney, splitVatInclusive } from '#support/money'

/** A plan price (plan preloaded). */
export default class PriceTransformer extends LocalizedTransformer<Price> {
  /** The sign-up steps' recall of the chosen price, or null when there is none. */
  static chosen(price: Price | null, locale = 'en') {
    return price ? PriceTransformer.transform(price, locale).useVariant('toChosen') : null
  }

  /** The payment step's plan choice: VAT-inclusive amounts in satang. */
  toObject() {
    return {
      id: this.resource.id,
      plan: this.resource.plan.nameFor(this.locale),
      planSlug: this.resource.plan.slug,
      billingPeriod: this.resource.billingPeriod,
      ...splitVatInclusive(this.resource.amountSatang),
    }
  }

  /** A price on sale as the marketing pages show it (whole baht). */
  toOffer() {
    return {
      id: this.resource.id,
      amount: this.resource.amountSatang / 100,
      billingPeriod: this.resource.billingPeriod,
    }
  }

  /** A plan-change choice of Settings › Subscriptions (plan preloaded), the amount written out. */
  toOption() {
    return {
      priceId: this.resource.id,
      planSlug: this.resource.plan.slug,
      plan: this.resource.plan.nameFor(this.locale),
      billingPeriod: this.resource.billingPeriod,
      amount: formatMoney(this.resource.amountSatang),
      amountSatang: this.resource.amountSatang,
    }
  }

  /** The price chosen before signing up, as the sign-up steps recall it (in baht). */
  toChosen() {
    return {
      id: this.resource.id,
      plan: this.resource.plan.nameFor(this.locale),
      amount: this.resource.amountSatang / 100,
      billingPeriod: this.resource.billingPeriod,
    }
  }
}
