import logger from '@adonisjs/core/services/logger'
import { Refusal } from '#exceptions/refusal'
import type { AttachedCard, PaymentGateway } from '#services/billing/payments/payment_gateway'

/** A card Lexpat does not take (SPEC §1: prepaid cards); it was detached again. */
export const prepaidCardRefused = () =>
  new Refusal('prepaid_card', 'payments.errors.prepaid_card', { field: 'card_number' })

/**
 * The one way a card is added (SPEC §1, DESIGN §10: prepaid cards are
 * refused wherever a card is added — checkout, Payment Methods, and the
 * card change a dunning mail leads to, which is Payment Methods): the
 * gateway attaches the browser-made token and answers the card's financing;
 * a prepaid card is detached at once and refused before anything is
 * charged or stored. Gateway errors (CardRejectedError, GatewayError) pass
 * through for the caller to word.
 */
export async function attachAcceptedCard(
  gateway: PaymentGateway,
  customerId: string,
  token: string
): Promise<AttachedCard> {
  const card = await gateway.attachCard(customerId, token)
  if (card.financing === 'prepaid') {
    await gateway.removeCard(customerId, card.cardId).catch((error: unknown) => {
      logger.warn({ err: error, customerId }, 'refused prepaid card not detached')
    })
    throw prepaidCardRefused()
  }
  return card
}
