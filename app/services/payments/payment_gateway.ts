/**
 * The payment gateway contract (DESIGN §4). Drivers follow Omise's
 * semantics: amounts in satang, cards attached to a customer, one charge per
 * idempotency key. Card numbers and security codes pass through `attachCard`
 * and are never stored by the application.
 */
export type GatewayName = 'sandbox' | 'omise'

export type CardInput = {
  name: string
  number: string
  expiryMonth: number
  expiryYear: number
  securityCode: string
}

/** Omise's card `financing`: '' when the issuer does not say. */
export type CardFinancing = 'credit' | 'debit' | 'prepaid' | ''

export type AttachedCard = {
  cardId: string
  brand: string
  last4: string
  expiryMonth: number
  expiryYear: number
  financing: CardFinancing
}

export type ChargeRequest = {
  customerId: string
  cardId: string
  amountSatang: number
  currency: 'THB'
  idempotencyKey: string
  description: string
}

export type ChargeStatus = 'successful' | 'failed' | 'pending'

export type ChargeResult = {
  id: string
  status: ChargeStatus
  amountSatang: number
  failureCode: string | null
  failureMessage: string | null
  /** Set when the issuer asks for 3-D Secure (not handled by the checkout yet). */
  authorizeUri?: string | null
}

export type RefundResult = { id: string; chargeId: string; amountSatang: number }

/** The gateway refused a card before any charge (bad number, unknown brand…). */
export class CardRejectedError extends Error {
  constructor(
    public code: string,
    message: string
  ) {
    super(message)
    this.name = 'CardRejectedError'
  }
}

export interface PaymentGateway {
  readonly name: GatewayName
  createCustomer(customer: { email: string; description: string }): Promise<{ id: string }>
  attachCard(customerId: string, card: CardInput): Promise<AttachedCard>
  charge(request: ChargeRequest): Promise<ChargeResult>
  refund(chargeId: string, amountSatang: number): Promise<RefundResult>
}
