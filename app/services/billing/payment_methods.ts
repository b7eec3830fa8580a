import db from '@adonisjs/lucid/services/db'
import { SubscriptionStatus as S } from '#enums/billing'
import PaymentMethod from '#models/payment_method'
import Subscription from '#models/subscription'
import type User from '#models/user'
import { paymentGateway } from '#services/billing/payments/gateway'
import { CardRejectedError, GatewayError } from '#services/billing/payments/payment_gateway'
import { attachAcceptedCard } from '#services/billing/payments/accepted_card'
import { PAYMENT_ERROR_CODES } from '#services/billing/payments/error_messages'
import { Refusal } from '#exceptions/refusal'

/**
 * Memberships whose next charge will come from the saved card: the member
 * may not remove the last card of one of these (renewals and dunning
 * retries need it). A cancel_pending membership is not renewed inside its
 * notice window (DESIGN §10), a cancelled or suspended one not at all.
 */
export const RENEWING_STATUSES = [S.PENDING_REVIEW, S.ACTIVE, S.PAST_DUE, S.REACTIVATION]

export type CardRefusal =
  'prepaid_card' | 'card_rejected' | 'gateway_unavailable' | 'only_card_renews'

/**
 * A card change the member asked for and that did not happen; nothing
 * changed. Shown under the card field (`card_number`) of the form that
 * added it; a gateway's card code gets its own text (`payments.errors.*`).
 */
export function cardRefusal(reason: CardRefusal, gatewayCode: string | null = null) {
  const key =
    reason === 'card_rejected' && gatewayCode && PAYMENT_ERROR_CODES.includes(gatewayCode)
      ? `payments.errors.${gatewayCode}`
      : `settings_billing.errors.${reason}`
  return new Refusal(reason, key, {
    field: reason === 'only_card_renews' ? undefined : 'card_number',
    status: reason === 'gateway_unavailable' ? 503 : 422,
    // Removing a card is asked from the card list, wherever the request came from.
    redirectTo: reason === 'only_card_renews' ? '/settings/payment-methods' : undefined,
  })
}

/**
 * The member's saved cards on Payment Methods. Card
 * numbers never reach us: a card arrives as a browser-made token, the
 * gateway attaches it to the member's customer and answers brand, last
 * four, expiry and financing.
 */
export class PaymentMethods {
  list(user: User) {
    return user
      .related('paymentMethods')
      .query()
      .orderBy('is_default', 'desc')
      .orderBy('id', 'desc')
  }

  /** Adds a card from a token; the first card becomes the default. Prepaid cards are refused. */
  async add(user: User, token: string, makeDefault = false): Promise<PaymentMethod> {
    const gateway = paymentGateway()
    const existing = await this.list(user).where('gateway', gateway.name).first()
    try {
      const customerId = existing?.gatewayCustomerId ?? (await this.#newCustomer(user))
      // SPEC §1, DESIGN §10: prepaid cards are refused wherever a card is added.
      const card = await attachAcceptedCard(gateway, customerId, token)
      return await db.transaction(async (trx) => {
        const count = await PaymentMethod.query({ client: trx })
          .where('user_id', user.id)
          .count('* as total')
        const first = Number(count[0].$extras.total) === 0
        if (makeDefault || first) {
          await PaymentMethod.query({ client: trx })
            .where('user_id', user.id)
            .update({ is_default: false })
        }
        return PaymentMethod.create(
          {
            userId: user.id,
            gateway: gateway.name,
            gatewayCustomerId: customerId,
            gatewayCardId: card.cardId,
            brand: card.brand,
            last4: card.last4,
            expiryMonth: card.expiryMonth,
            expiryYear: card.expiryYear,
            financing: card.financing || null,
            isDefault: makeDefault || first,
          },
          { client: trx }
        )
      })
    } catch (error) {
      if (error instanceof Refusal) {
        throw error.code === 'prepaid_card' ? cardRefusal('prepaid_card') : error
      }
      if (error instanceof CardRejectedError) throw cardRefusal('card_rejected', error.code)
      if (error instanceof GatewayError) throw cardRefusal('gateway_unavailable', error.code)
      throw error
    }
  }

  async #newCustomer(user: User) {
    const customer = await paymentGateway().createCustomer({
      email: user.email,
      description: `Lexpat member ${user.id}`,
    })
    return customer.id
  }

  /** The card renewals and "pay now" charge from now on. */
  async makeDefault(method: PaymentMethod) {
    await db.transaction(async (trx) => {
      await PaymentMethod.query({ client: trx })
        .where('user_id', method.userId)
        .whereNot('id', method.id)
        .update({ is_default: false })
      await PaymentMethod.query({ client: trx }).where('id', method.id).update({ is_default: true })
    })
    await method.refresh()
  }

  /** Whether removing this card would leave a renewing membership without one. */
  async isOnlyCardOfRenewingMembership(method: PaymentMethod) {
    const others = await PaymentMethod.query()
      .where('user_id', method.userId)
      .whereNot('id', method.id)
      .count('* as total')
    if (Number(others[0].$extras.total) > 0) return false
    const renewing = await Subscription.query()
      .where('user_id', method.userId)
      .whereIn('status', RENEWING_STATUSES)
      .where('custom_created', false)
      .first()
    return Boolean(renewing)
  }

  /**
   * Removes a card at the gateway and here. The last card of a membership
   * that renews is kept. When the default goes, the newest other card
   * becomes the default.
   */
  async remove(method: PaymentMethod) {
    if (await this.isOnlyCardOfRenewingMembership(method)) {
      throw cardRefusal('only_card_renews')
    }
    try {
      await paymentGateway().removeCard(method.gatewayCustomerId, method.gatewayCardId)
    } catch (error) {
      // Already gone at the gateway: forgetting it here is what the member asked for.
      if (!(error instanceof CardRejectedError)) {
        if (error instanceof GatewayError) throw cardRefusal('gateway_unavailable')
        throw error
      }
    }
    await db.transaction(async (trx) => {
      await PaymentMethod.query({ client: trx }).where('id', method.id).delete()
      if (method.isDefault) {
        const next = await PaymentMethod.query({ client: trx })
          .where('user_id', method.userId)
          .orderBy('id', 'desc')
          .first()
        if (next) {
          await PaymentMethod.query({ client: trx })
            .where('id', next.id)
            .update({ is_default: true })
        }
      }
    })
  }
}

export default new PaymentMethods()
