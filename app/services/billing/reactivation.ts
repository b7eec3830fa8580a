import {
  InvoiceStatus,
  SubscriptionStatus as S,
  BillingPeriod,
  PaymentMethodKind,
} from '#enums/billing'
import { Refusal } from '#exceptions/refusal'
import type PaymentMethod from '#models/payment_method'
import { monthlyNeedsCard } from '#services/billing/promptpay'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import type Subscription from '#models/subscription'
import clock from '#services/billing/clock'
import { defaultPaymentMethod, type AttemptOutcome } from '#services/billing/charges'
import { payNow } from '#services/billing/pay_now'
import invoiceService from '#services/billing/invoice_service'
import lifecycle from '#services/memberships/subscription_lifecycle'

/**
 * What the reactivate page offers (SPEC §2.8 "reactivate processing",
 * DESIGN §3 and §10):
 * - `pay`: a suspended or cancelled membership (or a reactivation whose
 *   payment has not gone through) comes back by paying what is due;
 * - `review`: paid, a cancelled membership waits for member services (a new
 *   application review, DESIGN §10);
 * - `not_allowed`: the member declared being incarcerated: no activation (SPEC §1);
 * - `not_needed`: the membership is current, or ended for good (rejected).
 */
export type ReactivationState = 'pay' | 'review' | 'not_allowed' | 'not_needed'

export type ReactivationQuote = {
  state: ReactivationState
  /** Open invoices to pay, oldest first (none: a new period is invoiced on paying). */
  openInvoices: Invoice[]
  dueSatang: number
  /** A cancelled membership goes to staff review after paying. */
  needsReview: boolean
}

const REACTIVATABLE: ReadonlyArray<string> = [S.SUSPENDED, S.CANCELLED, S.REACTIVATION]

function periodEnd(start: ReturnType<typeof clock.now>, period: BillingPeriod) {
  return period === BillingPeriod.YEAR ? start.plus({ years: 1 }) : start.plus({ months: 1 })
}

/** Why the reactivate page's payment was refused (nothing changed). */
export function reactivationRefused(reason: 'no_card' | 'not_payable') {
  return new Refusal(reason, `settings_billing.reactivate.errors.${reason}`)
}

export class Reactivation {
  async quote(subscription: Subscription): Promise<ReactivationQuote> {
    await subscription.load((loader) => loader.load('price').load('plan'))
    const openInvoices = await Invoice.query()
      .where('subscription_id', subscription.id)
      .where('status', InvoiceStatus.OPEN)
      .orderBy('issued_at', 'asc')
      .orderBy('id', 'asc')
    const needsReview = subscription.status === S.CANCELLED || subscription.cancelledAt !== null
    const base = { openInvoices, needsReview }
    if (!REACTIVATABLE.includes(subscription.status)) {
      return { ...base, state: 'not_needed', dueSatang: 0 }
    }
    if (subscription.declaredIncarcerated) {
      return { ...base, state: 'not_allowed', dueSatang: 0 }
    }
    if (subscription.status === S.REACTIVATION && openInvoices.length === 0) {
      return { ...base, state: 'review', dueSatang: 0 }
    }
    const dueSatang = openInvoices.length
      ? openInvoices.reduce((total, invoice) => total + invoice.totalSatang, 0)
      : subscription.price.amountSatang
    return { ...base, state: 'pay', dueSatang }
  }

  /**
   * Pays what is due with the default card: the oldest open invoice, or a
   * new period's invoice when nothing is open. A cancelled membership first
   * moves to `reactivation` (the lifecycle refuses what it must). Paying a
   * suspended membership's invoice makes it active (billing/charges.ts,
   * settle_charge.ts); a reactivation waits for staff.
   */
  async pay(
    subscription: Subscription,
    returnUri: string,
    options: { method?: PaymentMethodKind; card?: PaymentMethod; returnPath?: string } = {}
  ): Promise<{ outcome: AttemptOutcome; invoice: Invoice }> {
    const quote = await this.quote(subscription)
    if (quote.state !== 'pay') throw reactivationRefused('not_payable')
    const hasCard = Boolean(options.card ?? (await defaultPaymentMethod(subscription.userId)))
    if (options.method === PaymentMethodKind.PROMPTPAY) {
      // PromptPay pays once; a monthly membership renews on a card kept on file (DESIGN §11).
      if (subscription.price.billingPeriod !== BillingPeriod.YEAR && !hasCard) {
        throw monthlyNeedsCard()
      }
    } else if (!hasCard) {
      throw reactivationRefused('no_card')
    }
    if (subscription.status === S.CANCELLED) {
      await lifecycle.requestReactivation(subscription).catch((error: unknown) => {
        if (error instanceof Refusal) {
          throw reactivationRefused('not_payable')
        }
        throw error
      })
    }
    const now = clock.now()
    const invoice =
      quote.openInvoices[0] ??
      (await invoiceService.issue(
        subscription,
        { start: now, end: periodEnd(now, subscription.price.billingPeriod) },
        now
      ))
    return {
      outcome: await payNow(invoice, {
        returnUri,
        method: options.method,
        card: options.card,
        returnPath: options.returnPath,
      }),
      invoice,
    }
  }

  /** The newest payment attempt on this membership's invoices (the processing page). */
  latestPayment(subscription: Subscription) {
    return Payment.query()
      .whereHas('invoice', (invoice) => invoice.where('subscription_id', subscription.id))
      .orderBy('id', 'desc')
      .first()
  }
}

export default new Reactivation()
