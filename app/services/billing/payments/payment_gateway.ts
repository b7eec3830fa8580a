/**
 * The payment gateway contract (DESIGN §4). Drivers follow Omise's
 * semantics (API version 2019-05-29): amounts in satang, cards attached to a
 * customer from a browser-made token, charges carrying our idempotency key in
 * their metadata. Card numbers and security codes never reach this contract:
 * the browser tokenizes (Omise.js, or the sandbox's look-alike) and the server
 * only ever sees `tokn_…`.
 */
export type GatewayName = 'sandbox' | 'omise'

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

/**
 * Who starts the charge. `customer`: the member is present (checkout, pay
 * now, reactivation) and may be sent to 3-D Secure, so `returnUri` is
 * required. `merchant`: a renewal or dunning retry on the saved card
 * (`transaction_indicator: MIT`, `recurring_reason: subscription`); it is
 * never sent to 3-D Secure.
 */
export type ChargeInitiator = 'customer' | 'merchant'

export type ChargeRequest = {
  customerId: string
  cardId: string
  amountSatang: number
  currency: 'THB'
  /** Ours (`invoice-<id>-attempt-<n>`); sent as `metadata.idempotency_key`. */
  idempotencyKey: string
  description: string
  initiator: ChargeInitiator
  /** Required for `customer` charges: where 3-D Secure sends the member back. */
  returnUri?: string
  /** Extra metadata (invoice number, membership number…); strings only. */
  metadata?: Record<string, string>
}

/**
 * A PromptPay charge (DESIGN §11): Omise makes a `promptpay` source, then a
 * charge with it. It stays `pending` until the payer's bank pays the QR
 * (`charge.complete`) or it expires (then `failed`, code `expired`).
 */
export type PromptPayChargeRequest = {
  amountSatang: number
  currency: 'THB'
  idempotencyKey: string
  description: string
  returnUri: string
  metadata?: Record<string, string>
}

/** Omise charge statuses we act on (`reversed`/`expired` count as failed). */
export type ChargeStatus = 'successful' | 'failed' | 'pending'

export type ChargeResult = {
  id: string
  status: ChargeStatus
  amountSatang: number
  failureCode: string | null
  failureMessage: string | null
  /** Set while `pending` when the issuer asks for 3-D Secure: send the member there. */
  authorizeUri: string | null
  /** The charge's metadata as the gateway stores it (includes `idempotency_key`). */
  metadata: Record<string, string>
  refundedSatang: number
  createdAt: Date
  /** PromptPay charges: the QR to scan and when it expires. */
  promptPay?: { qrImageUri: string | null; expiresAt: Date | null } | null
}

export type RefundResult = { id: string; chargeId: string; amountSatang: number }

/** A webhook event as re-read from the gateway (never trusted from the request body). */
export type GatewayEvent = {
  id: string
  /** e.g. `charge.complete`, `charge.create`, `refund.create` */
  key: string
  /** The charge the event is about, when it is about one. */
  chargeId: string | null
  createdAt: Date
}

/**
 * The gateway refused a card or a token before any charge (bad or used token,
 * expired card, unknown customer…). `code` is Omise's error code; the
 * member-facing text comes from the translation `payments.errors.<code>`
 * (falling back to `payments.errors.default`).
 */
export class CardRejectedError extends Error {
  constructor(
    public code: string,
    message: string
  ) {
    super(message)
    this.name = 'CardRejectedError'
  }
}

/**
 * The gateway could not be reached or answered an error that is not about
 * the card (authentication, rate limit, 5xx, invalid request). `retryable`
 * says whether the same call may be tried again later.
 */
export class GatewayError extends Error {
  constructor(
    public code: string,
    message: string,
    public retryable: boolean,
    public httpStatus: number | null = null
  ) {
    super(message)
    this.name = 'GatewayError'
  }
}

export interface PaymentGateway {
  readonly name: GatewayName
  createCustomer(customer: { email: string; description: string }): Promise<{ id: string }>
  /** Attaches the card a browser token stands for; the token is single-use. */
  attachCard(customerId: string, token: string): Promise<AttachedCard>
  listCards(customerId: string): Promise<AttachedCard[]>
  removeCard(customerId: string, cardId: string): Promise<void>
  charge(request: ChargeRequest): Promise<ChargeResult>
  /** A one-off PromptPay QR charge (source `promptpay`); answers `pending` with the QR. */
  chargePromptPay(request: PromptPayChargeRequest): Promise<ChargeResult>
  retrieveCharge(chargeId: string): Promise<ChargeResult>
  /**
   * The charge made with this idempotency key (`metadata.idempotency_key`),
   * if any, whatever the customer or card it was made on and however old:
   * what reconcile, webhooks and every later attempt ask before charging.
   */
  findChargeByKey(idempotencyKey: string): Promise<ChargeResult | null>
  refund(chargeId: string, amountSatang: number): Promise<RefundResult>
  retrieveEvent(eventId: string): Promise<GatewayEvent>
}
