import { randomBytes } from 'node:crypto'
import {
  CardRejectedError,
  type AttachedCard,
  type CardFinancing,
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type RefundResult,
} from '#services/payments/payment_gateway'

type Decline = { code: string; message: string }
type TestCard = { financing: CardFinancing; decline?: Decline }

const INSUFFICIENT_FUND: Decline = {
  code: 'insufficient_fund',
  message: 'insufficient funds in the account or the card has reached the credit limit',
}
const STOLEN_OR_LOST: Decline = { code: 'stolen_or_lost_card', message: 'card was stolen or lost' }
const PAYMENT_REJECTED: Decline = {
  code: 'payment_rejected',
  message: 'payment was rejected by the issuer',
}
const EXPIRED: Decline = { code: 'expired_card', message: 'card has expired' }

/**
 * The sandbox test cards. Success and the insufficient_fund,
 * stolen_or_lost_card and payment_rejected declines use the numbers Omise
 * documents for its test mode (docs.omise.co/api-testing); the expired and
 * prepaid cards are our own (Luhn-valid, sandbox only). Any expiry date in
 * the future and any CVC work. Other numbers are refused, as in Omise's test
 * mode.
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { financing: 'credit' },
  '4111111111111111': { financing: 'credit' },
  '5555555555554444': { financing: 'credit' },
  '5454545454545454': { financing: 'debit' },
  '3530111333300000': { financing: 'credit' },
  '4111111111140011': { financing: 'credit', decline: INSUFFICIENT_FUND },
  '5555551111110011': { financing: 'credit', decline: INSUFFICIENT_FUND },
  '4111111111130012': { financing: 'credit', decline: STOLEN_OR_LOST },
  '5555551111100012': { financing: 'credit', decline: STOLEN_OR_LOST },
  '4111111111110014': { financing: 'credit', decline: PAYMENT_REJECTED },
  '4111111111150010': { financing: 'credit', decline: EXPIRED },
  '5555551111150017': { financing: 'credit', decline: EXPIRED },
  '4111111111160019': { financing: 'prepaid' },
  '5555551111160016': { financing: 'prepaid' },
}

export function cardBrand(number: string): string | null {
  if (/^4/.test(number)) return 'Visa'
  if (/^(5[1-5]|2(2[2-9][1-9]|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'MasterCard'
  if (/^35(2[89]|[3-8]\d)/.test(number)) return 'JCB'
  if (/^3[47]/.test(number)) return 'American Express'
  return null
}

type StoredCard = Omit<AttachedCard, 'cardId'> & { decline: Decline | null }
type StoredCharge = ChargeResult & { request: ChargeRequest; refundedSatang: number }

/**
 * What the sandbox remembers. Only the behaviour of a card is kept, never
 * its number or security code. Charges are keyed by idempotency key, so a
 * retried request gets the charge it already made.
 */
export class SandboxStore {
  customers = new Map<string, { email: string; cards: Map<string, StoredCard> }>()
  chargesByKey = new Map<string, StoredCharge>()
  chargesById = new Map<string, StoredCharge>()
}

/** One store per process: every request of this process sees the same charges. */
const processStore = new SandboxStore()

const testId = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex').slice(0, 19)}`

/** The default driver for development and tests (DESIGN §4), with Omise semantics. */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const

  constructor(private store: SandboxStore = processStore) {}

  async createCustomer(customer: { email: string; description: string }) {
    const id = testId('cust')
    this.store.customers.set(id, { email: customer.email, cards: new Map() })
    return { id }
  }

  async attachCard(customerId: string, card: CardInput): Promise<AttachedCard> {
    const customer = this.store.customers.get(customerId)
    if (!customer) throw new CardRejectedError('not_found', 'customer was not found')
    const number = card.number.replace(/\D/g, '')
    const brand = cardBrand(number)
    const testCard = SANDBOX_TEST_CARDS[number]
    if (!brand || !testCard) {
      throw new CardRejectedError('invalid_card', 'number is not a sandbox test card')
    }
    const now = new Date()
    const expired =
      card.expiryYear < now.getUTCFullYear() ||
      (card.expiryYear === now.getUTCFullYear() && card.expiryMonth < now.getUTCMonth() + 1)
    if (expired) {
      throw new CardRejectedError('invalid_expiration_date', 'expiration date is in the past')
    }
    const cardId = testId('card')
    const stored: StoredCard = {
      brand,
      last4: number.slice(-4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      financing: testCard.financing,
      decline: testCard.decline ?? null,
    }
    customer.cards.set(cardId, stored)
    return {
      cardId,
      brand: stored.brand,
      last4: stored.last4,
      expiryMonth: stored.expiryMonth,
      expiryYear: stored.expiryYear,
      financing: stored.financing,
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const previous = this.store.chargesByKey.get(request.idempotencyKey)
    if (previous) {
      if (
        previous.request.amountSatang !== request.amountSatang ||
        previous.request.customerId !== request.customerId
      ) {
        throw new Error(
          `Idempotency key ${request.idempotencyKey} was already used for a different charge`
        )
      }
      return this.#result(previous)
    }
    if (!Number.isSafeInteger(request.amountSatang) || request.amountSatang < 2000) {
      // Omise's minimum THB charge is 20 baht.
      throw new Error(`Invalid charge amount: ${request.amountSatang} satang`)
    }
    const card = this.store.customers.get(request.customerId)?.cards.get(request.cardId)
    if (!card) throw new Error(`Card ${request.cardId} is not attached to ${request.customerId}`)
    const charge: StoredCharge = {
      id: testId('chrg'),
      status: card.decline ? 'failed' : 'successful',
      amountSatang: request.amountSatang,
      failureCode: card.decline?.code ?? null,
      failureMessage: card.decline?.message ?? null,
      authorizeUri: null,
      request,
      refundedSatang: 0,
    }
    this.store.chargesByKey.set(request.idempotencyKey, charge)
    this.store.chargesById.set(charge.id, charge)
    return this.#result(charge)
  }

  async refund(chargeId: string, amountSatang: number): Promise<RefundResult> {
    const charge = this.store.chargesById.get(chargeId)
    if (!charge || charge.status !== 'successful') {
      throw new Error(`Charge ${chargeId} cannot be refunded`)
    }
    if (
      !Number.isSafeInteger(amountSatang) ||
      amountSatang <= 0 ||
      charge.refundedSatang + amountSatang > charge.amountSatang
    ) {
      throw new Error(`Refund of ${amountSatang} satang exceeds what is left of ${chargeId}`)
    }
    charge.refundedSatang += amountSatang
    return { id: testId('rfnd'), chargeId, amountSatang }
  }

  /** Charges made so far (tests). */
  chargeCount() {
    return this.store.chargesById.size
  }

  #result(charge: StoredCharge): ChargeResult {
    return {
      id: charge.id,
      status: charge.status,
      amountSatang: charge.amountSatang,
      failureCode: charge.failureCode,
      failureMessage: charge.failureMessage,
      authorizeUri: charge.authorizeUri,
    }
  }
}
