import { randomBytes } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  CardRejectedError,
  GatewayError,
  type AttachedCard,
  type CardFinancing,
  type ChargeRequest,
  type ChargeResult,
  type GatewayEvent,
  type PaymentGateway,
  type PromptPayChargeRequest,
  type RefundResult,
} from '#services/billing/payments/payment_gateway'
import { promptPayQrDataUri } from '#services/billing/payments/promptpay_qr'

type Decline = { code: string; message: string }
/** 'pass': 3-D Secure completes with the authorize page's Pass; 'fail': authentication always fails. */
export type ThreeDSecureBehaviour = 'none' | 'pass' | 'fail'
type TestCard = {
  financing: CardFinancing
  decline?: Decline
  threeDSecure?: ThreeDSecureBehaviour
}

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
/** What a charge fails with when the member fails (or abandons) 3-D Secure. */
export const FAILED_3DS: Decline = {
  code: 'failed_fraud_check',
  message: '3-D Secure authentication failed',
}

/**
 * The sandbox test cards. Success and the insufficient_fund,
 * stolen_or_lost_card and payment_rejected declines use the numbers Omise
 * documents for its test mode (docs.omise.co/api-testing); the expired,
 * prepaid and 3-D Secure cards are our own (Luhn-valid, sandbox only). Any
 * expiry date in the future and any CVC work. Other numbers are refused, as
 * in Omise's test mode.
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
  // 3-D Secure: the member is sent to the sandbox authorize page.
  '4000000000003063': { financing: 'credit', threeDSecure: 'pass' },
  '4000000000003055': { financing: 'credit', threeDSecure: 'fail' },
}

export function cardBrand(number: string): string | null {
  if (/^4/.test(number)) return 'Visa'
  if (/^(5[1-5]|2(2[2-9][1-9]|[3-6]\d\d|7[01]\d|720))/.test(number)) return 'MasterCard'
  if (/^35(2[89]|[3-8]\d)/.test(number)) return 'JCB'
  if (/^3[47]/.test(number)) return 'American Express'
  return null
}

/** What the browser sends to the sandbox token endpoint (Omise.js's card fields). */
export type SandboxCardInput = {
  name: string
  number: string
  expirationMonth: number
  expirationYear: number
  securityCode: string
}

/** An Omise-shaped token (what Omise.createToken hands the browser). */
export type SandboxToken = {
  object: 'token'
  id: string
  livemode: false
  used: false
  card: {
    object: 'card'
    id: string
    brand: string
    last_digits: string
    expiration_month: number
    expiration_year: number
    financing: CardFinancing
    name: string
  }
  created_at: string
}

/** How long a browser token stays usable (Omise: 30 minutes is ample for a checkout). */
export const TOKEN_LIFETIME_MS = 30 * 60 * 1000

/**
 * Where the sandbox keeps its state: the app's database (tables
 * `sandbox_*`), so every process — web, worker, a restarted one — sees the
 * same customers, cards, tokens and charges. `connection` picks a Lucid
 * connection (default: the app's).
 */
export class SandboxStore {
  constructor(public connection?: string) {}

  client(): QueryClientContract {
    return db.connection(this.connection)
  }
}

const testId = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex').slice(0, 19)}`

function toDate(value: unknown): Date {
  if (value instanceof Date) return value
  if (typeof value === 'number') return new Date(value)
  if (typeof value === 'string' && /^\d+$/.test(value)) return new Date(Number(value))
  return new Date(String(value))
}

type ChargeRow = {
  id: string
  idempotency_key: string
  customer_id: string
  card_id: string
  amount_satang: number
  currency: string
  description: string
  initiator: string
  return_uri: string | null
  metadata: string
  status: ChargeResult['status']
  authorize_state: string
  failure_code: string | null
  failure_message: string | null
  refunded_satang: number
  created_at: unknown
  /** `promptpay` for a QR charge; null for a card charge. */
  source_type?: string | null
  expires_at?: unknown
}

/** How long a sandbox PromptPay QR can be paid (Omise's default for PromptPay charges: 24 hours). */
export const PROMPTPAY_LIFETIME_MS = 24 * 60 * 60 * 1000

type CardRow = {
  id: string
  customer_id: string
  brand: string
  last4: string
  expiry_month: number
  expiry_year: number
  financing: CardFinancing
  decline_code: string | null
  decline_message: string | null
  three_d_secure: ThreeDSecureBehaviour
  deleted: number | boolean
}

function cardOf(row: CardRow): AttachedCard {
  return {
    cardId: row.id,
    brand: row.brand,
    last4: row.last4,
    expiryMonth: Number(row.expiry_month),
    expiryYear: Number(row.expiry_year),
    financing: row.financing,
  }
}

/** Omise's minimum THB charge is 20 baht. */
function assertMinimumAmount(amountSatang: number) {
  if (!Number.isSafeInteger(amountSatang) || amountSatang < 2000) {
    throw new GatewayError(
      'invalid_charge',
      `amount must be at least 2000 satang (${amountSatang})`,
      false,
      400
    )
  }
}

function isUniqueViolation(error: unknown) {
  const text = String((error as { code?: string })?.code ?? '') + String(error)
  return /UNIQUE|23505|unique/i.test(text)
}

/**
 * The default driver for development and tests (DESIGN §4), with Omise
 * semantics: cards come from single-use browser tokens, charges carry our
 * idempotency key in their metadata (one charge per key), customer-initiated
 * charges on a 3-D Secure card wait for the sandbox authorize page,
 * merchant-initiated ones never do.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const

  constructor(
    private store: SandboxStore = new SandboxStore(),
    /** Origin of the authorize page (default: APP_URL; relative when unset). */
    private baseUrl: string = process.env.APP_URL?.replace(/\/+$/, '') ?? ''
  ) {}

  #db() {
    return this.store.client()
  }

  /**
   * The sandbox vault (what POST /sandbox/tokens and the tests call): checks
   * the card like Omise's vault and returns a single-use token. Only the
   * card's behaviour is stored, never the number or security code.
   */
  async createToken(card: SandboxCardInput, now = new Date()): Promise<SandboxToken> {
    const number = String(card.number ?? '').replace(/\D/g, '')
    const brand = cardBrand(number)
    const testCard = SANDBOX_TEST_CARDS[number]
    if (!brand || !testCard) {
      throw new CardRejectedError('invalid_card', 'number is not a sandbox test card')
    }
    const month = Number(card.expirationMonth)
    const year = Number(card.expirationYear)
    if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
      throw new CardRejectedError('invalid_card', 'expiration date is invalid')
    }
    const expired =
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    if (expired) {
      throw new CardRejectedError('invalid_expiration_date', 'expiration date is in the past')
    }
    if (!/^\d{3,4}$/.test(String(card.securityCode ?? ''))) {
      throw new CardRejectedError('invalid_security_code', 'security code is invalid')
    }
    const id = testId('tokn')
    const name = String(card.name ?? '').slice(0, 255)
    await this.#db()
      .table('sandbox_tokens')
      .insert({
        id,
        name,
        brand,
        last4: number.slice(-4),
        expiry_month: month,
        expiry_year: year,
        financing: testCard.financing,
        decline_code: testCard.decline?.code ?? null,
        decline_message: testCard.decline?.message ?? null,
        three_d_secure: testCard.threeDSecure ?? 'none',
        expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS),
        used_at: null,
        created_at: now,
      })
    return {
      object: 'token',
      id,
      livemode: false,
      used: false,
      card: {
        object: 'card',
        id: testId('card'),
        brand,
        last_digits: number.slice(-4),
        expiration_month: month,
        expiration_year: year,
        financing: testCard.financing,
        name,
      },
      created_at: now.toISOString(),
    }
  }

  async createCustomer(customer: { email: string; description: string }) {
    const id = testId('cust')
    await this.#db()
      .table('sandbox_customers')
      .insert({
        id,
        email: customer.email,
        description: customer.description.slice(0, 255),
        created_at: new Date(),
      })
    return { id }
  }

  async attachCard(customerId: string, token: string): Promise<AttachedCard> {
    const customer = await this.#db().from('sandbox_customers').where('id', customerId).first()
    if (!customer) throw new CardRejectedError('not_found', 'customer was not found')
    const now = new Date()
    // Spend the token first (conditional update): a token attaches one card, once.
    const spent = await this.#db()
      .from('sandbox_tokens')
      .where('id', String(token))
      .whereNull('used_at')
      .where('expires_at', '>', now)
      .update({ used_at: now })
    const row = await this.#db().from('sandbox_tokens').where('id', String(token)).first()
    if (!row) throw new CardRejectedError('not_found', 'token was not found')
    if (Number(spent) === 0 || (Array.isArray(spent) && spent[0] === 0)) {
      throw new CardRejectedError('used_token', 'token was already used or has expired')
    }
    const cardId = testId('card')
    const card = {
      id: cardId,
      customer_id: customerId,
      name: row.name,
      brand: row.brand,
      last4: row.last4,
      expiry_month: row.expiry_month,
      expiry_year: row.expiry_year,
      financing: row.financing,
      decline_code: row.decline_code,
      decline_message: row.decline_message,
      three_d_secure: row.three_d_secure,
      deleted: false,
      created_at: now,
    }
    await this.#db().table('sandbox_cards').insert(card)
    return cardOf(card as CardRow)
  }

  async listCards(customerId: string): Promise<AttachedCard[]> {
    const customer = await this.#db().from('sandbox_customers').where('id', customerId).first()
    if (!customer) throw new CardRejectedError('not_found', 'customer was not found')
    const rows: CardRow[] = await this.#db()
      .from('sandbox_cards')
      .where('customer_id', customerId)
      .where('deleted', false)
      .orderBy('created_at')
      .orderBy('id')
    return rows.map(cardOf)
  }

  async removeCard(customerId: string, cardId: string): Promise<void> {
    const removed = await this.#db()
      .from('sandbox_cards')
      .where('customer_id', customerId)
      .where('id', cardId)
      .where('deleted', false)
      .update({ deleted: true })
    if (!Number(Array.isArray(removed) ? removed[0] : removed)) {
      throw new CardRejectedError('not_found', 'card was not found')
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const previous = await this.#chargeByKey(request.idempotencyKey)
    if (previous) return this.#sameRequest(previous, request)
    assertMinimumAmount(request.amountSatang)
    if (request.initiator === 'customer' && !request.returnUri) {
      throw new GatewayError('invalid_charge', 'return_uri is required', false, 400)
    }
    const card: CardRow | null = await this.#db()
      .from('sandbox_cards')
      .where('id', request.cardId)
      .where('customer_id', request.customerId)
      .where('deleted', false)
      .first()
    if (!card) throw new CardRejectedError('not_found', 'card was not found')
    const threeDSecure = request.initiator === 'customer' && card.three_d_secure !== 'none'
    const id = testId('chrg')
    const now = new Date()
    const row: ChargeRow = {
      id,
      idempotency_key: request.idempotencyKey,
      customer_id: request.customerId,
      card_id: request.cardId,
      amount_satang: request.amountSatang,
      currency: request.currency,
      description: request.description.slice(0, 255),
      initiator: request.initiator,
      return_uri: request.returnUri ?? null,
      metadata: JSON.stringify({
        ...(request.metadata ?? {}),
        idempotency_key: request.idempotencyKey,
      }),
      status: threeDSecure ? 'pending' : card.decline_code ? 'failed' : 'successful',
      authorize_state: threeDSecure ? 'pending' : 'none',
      failure_code: threeDSecure ? null : card.decline_code,
      failure_message: threeDSecure ? null : card.decline_message,
      refunded_satang: 0,
      created_at: now,
    }
    const winner = await this.#insertCharge(row, now)
    if (winner) return this.#sameRequest(winner, request)
    await this.#event('charge.create', id, now)
    if (!threeDSecure) await this.#event('charge.complete', id, now)
    return this.#result(row)
  }

  /**
   * A PromptPay QR charge (DESIGN §11): pending until the simulated bank
   * pays it (`simulatePromptPay(id, 'paid')`) or it expires (the sandbox's
   * "Simulate expired", or its expiry time passing), like Omise's.
   */
  async chargePromptPay(request: PromptPayChargeRequest): Promise<ChargeResult> {
    const previous = await this.#chargeByKey(request.idempotencyKey)
    if (previous) return this.#sameRequest(previous, request)
    assertMinimumAmount(request.amountSatang)
    const id = testId('chrg')
    const now = new Date()
    const row: ChargeRow = {
      id,
      idempotency_key: request.idempotencyKey,
      customer_id: '',
      card_id: '',
      amount_satang: request.amountSatang,
      currency: request.currency,
      description: request.description.slice(0, 255),
      initiator: 'customer',
      return_uri: request.returnUri,
      metadata: JSON.stringify({
        ...(request.metadata ?? {}),
        idempotency_key: request.idempotencyKey,
      }),
      status: 'pending',
      authorize_state: 'none',
      failure_code: null,
      failure_message: null,
      refunded_satang: 0,
      created_at: now,
      source_type: 'promptpay',
      expires_at: new Date(now.getTime() + PROMPTPAY_LIFETIME_MS),
    }
    const winner = await this.#insertCharge(row, now)
    if (winner) return this.#result(winner)
    await this.#event('charge.create', id, now)
    return this.#result(row)
  }

  /**
   * The simulated bank (sandbox only): `paid` pays a pending PromptPay QR,
   * `expired` lets it expire. An expired or paid QR stays as it is (a bank
   * cannot pay an expired QR). Answers the `charge.complete` event id when
   * the charge changed, else null.
   */
  async simulatePromptPay(chargeId: string, outcome: 'paid' | 'expired') {
    await this.#expireIfDue(chargeId)
    const now = new Date()
    const changed = await this.#db()
      .from('sandbox_charges')
      .where('id', chargeId)
      .where('source_type', 'promptpay')
      .where('status', 'pending')
      .update(
        outcome === 'paid'
          ? { status: 'successful', updated_at: now }
          : {
              status: 'failed',
              failure_code: 'expired',
              failure_message: 'the QR code expired before it was paid',
              updated_at: now,
            }
      )
    if (!Number(Array.isArray(changed) ? changed[0] : changed)) return null
    return this.#event('charge.complete', chargeId, now)
  }

  /** A pending QR whose expiry has passed becomes expired (with its event), as at Omise. */
  async #expireIfDue(chargeId: string) {
    const row: ChargeRow | null = await this.#db()
      .from('sandbox_charges')
      .where('id', chargeId)
      .first()
    if (!row || row.source_type !== 'promptpay' || row.status !== 'pending') return
    if (!row.expires_at || toDate(row.expires_at).getTime() > Date.now()) return
    const now = new Date()
    const changed = await this.#db()
      .from('sandbox_charges')
      .where('id', chargeId)
      .where('status', 'pending')
      .update({
        status: 'failed',
        failure_code: 'expired',
        failure_message: 'the QR code expired before it was paid',
        updated_at: now,
      })
    if (Number(Array.isArray(changed) ? changed[0] : changed)) {
      await this.#event('charge.complete', chargeId, now)
    }
  }

  async retrieveCharge(chargeId: string): Promise<ChargeResult> {
    await this.#expireIfDue(chargeId)
    const row = await this.#db().from('sandbox_charges').where('id', chargeId).first()
    if (!row) throw new GatewayError('not_found', `charge ${chargeId} was not found`, false, 404)
    return this.#result(row)
  }

  /** Over its own table, like Omise's search by metadata: any customer, any age. */
  async findChargeByKey(idempotencyKey: string) {
    const found = await this.#chargeByKey(idempotencyKey)
    if (found) await this.#expireIfDue(found.id)
    const row = found ? await this.#chargeByKey(idempotencyKey) : null
    if (!row) return null
    const metadata = JSON.parse(row.metadata) as Record<string, string>
    return metadata.idempotency_key === idempotencyKey ? this.#result(row) : null
  }

  async refund(chargeId: string, amountSatang: number): Promise<RefundResult> {
    const charge: ChargeRow | null = await this.#db()
      .from('sandbox_charges')
      .where('id', chargeId)
      .first()
    if (!charge || charge.status !== 'successful') {
      throw new GatewayError('failed_refund', `charge ${chargeId} cannot be refunded`, false, 400)
    }
    if (!Number.isSafeInteger(amountSatang) || amountSatang <= 0) {
      throw new GatewayError('failed_refund', `invalid refund amount ${amountSatang}`, false, 400)
    }
    // Conditional update: concurrent refunds never exceed the charge.
    const updated = await this.#db()
      .from('sandbox_charges')
      .where('id', chargeId)
      .where('refunded_satang', '<=', Number(charge.amount_satang) - amountSatang)
      .increment('refunded_satang', amountSatang)
    if (!Number(Array.isArray(updated) ? updated[0] : updated)) {
      throw new GatewayError(
        'failed_refund',
        `refund of ${amountSatang} satang exceeds what is left of ${chargeId}`,
        false,
        400
      )
    }
    const refund = { id: testId('rfnd'), chargeId, amountSatang }
    await this.#event('refund.create', chargeId, new Date())
    return refund
  }

  async retrieveEvent(eventId: string): Promise<GatewayEvent> {
    const row = await this.#db().from('sandbox_events').where('id', String(eventId)).first()
    if (!row) throw new GatewayError('not_found', `event ${eventId} was not found`, false, 404)
    return { id: row.id, key: row.key, chargeId: row.charge_id, createdAt: toDate(row.created_at) }
  }

  /**
   * The sandbox authorize page's answer (sandbox only): completes a charge
   * waiting for 3-D Secure. A card whose 3-D Secure behaviour is `fail`
   * fails even when the member presses Pass. Answers the charge as it now
   * stands and the `charge.complete` event id (null when it was settled already).
   */
  async authorize(chargeId: string, pass: boolean) {
    const charge: ChargeRow | null = await this.#db()
      .from('sandbox_charges')
      .where('id', chargeId)
      .first()
    if (!charge) throw new GatewayError('not_found', `charge ${chargeId} was not found`, false, 404)
    const card: CardRow | null = await this.#db()
      .from('sandbox_cards')
      .where('id', charge.card_id)
      .first()
    const passed = pass && card?.three_d_secure !== 'fail'
    const decline = passed
      ? card?.decline_code
        ? { code: card.decline_code, message: card.decline_message ?? '' }
        : null
      : FAILED_3DS
    const now = new Date()
    const changed = await this.#db()
      .from('sandbox_charges')
      .where('id', chargeId)
      .where('status', 'pending')
      .where('authorize_state', 'pending')
      .update({
        status: decline ? 'failed' : 'successful',
        authorize_state: passed ? 'passed' : 'failed',
        failure_code: decline?.code ?? null,
        failure_message: decline?.message ?? null,
        updated_at: now,
      })
    const eventId = Number(Array.isArray(changed) ? changed[0] : changed)
      ? await this.#event('charge.complete', chargeId, now)
      : null
    return { charge: await this.retrieveCharge(chargeId), eventId }
  }

  /** The return URI a charge asked for (the authorize page sends the member there). */
  async returnUriOf(chargeId: string): Promise<string | null> {
    const row = await this.#db().from('sandbox_charges').where('id', chargeId).first()
    return row?.return_uri ?? null
  }

  /** The latest event about a charge (tests post it to the webhook). */
  async lastEventOf(chargeId: string, key = 'charge.complete'): Promise<string | null> {
    const row = await this.#db()
      .from('sandbox_events')
      .where('charge_id', chargeId)
      .where('key', key)
      .orderBy('created_at', 'desc')
      .first()
    return row?.id ?? null
  }

  /** Charges made so far (tests). */
  async chargeCount(): Promise<number> {
    const rows = await this.#db().from('sandbox_charges').count('* as total')
    return Number(rows[0].total)
  }

  authorizeUri(chargeId: string) {
    return `${this.baseUrl}/sandbox/authorize/${chargeId}`
  }

  async #event(key: string, chargeId: string | null, at: Date) {
    const id = testId('evnt')
    await this.#db().table('sandbox_events').insert({
      id,
      key,
      charge_id: chargeId,
      created_at: at,
    })
    return id
  }

  async #chargeByKey(key: string): Promise<ChargeRow | null> {
    return this.#db().from('sandbox_charges').where('idempotency_key', key).first()
  }

  /**
   * Stores a new charge. When another process charged with the same key at
   * the same moment, its charge stands and is returned instead.
   */
  async #insertCharge(row: ChargeRow, now: Date): Promise<ChargeRow | null> {
    try {
      await this.#db()
        .table('sandbox_charges')
        .insert({ ...row, updated_at: now })
      return null
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const winner = await this.#chargeByKey(row.idempotency_key)
      if (!winner) throw error
      return winner
    }
  }

  /** A repeated key must repeat the charge (a PromptPay request names no customer). */
  #sameRequest(previous: ChargeRow, request: ChargeRequest | PromptPayChargeRequest) {
    if (
      Number(previous.amount_satang) !== request.amountSatang ||
      ('customerId' in request && previous.customer_id !== request.customerId)
    ) {
      throw new GatewayError(
        'invalid_charge',
        `idempotency key ${request.idempotencyKey} was already used for a different charge`,
        false,
        400
      )
    }
    return this.#result(previous)
  }

  #result(row: ChargeRow): ChargeResult {
    const pending = row.status === 'pending' && row.authorize_state === 'pending'
    return {
      id: row.id,
      status: row.status,
      amountSatang: Number(row.amount_satang),
      failureCode: row.failure_code,
      failureMessage: row.failure_message,
      authorizeUri: pending ? this.authorizeUri(row.id) : null,
      metadata: JSON.parse(row.metadata),
      refundedSatang: Number(row.refunded_satang),
      createdAt: toDate(row.created_at),
      promptPay:
        row.source_type === 'promptpay'
          ? {
              qrImageUri: promptPayQrDataUri(Number(row.amount_satang)),
              expiresAt: row.expires_at ? toDate(row.expires_at) : null,
            }
          : null,
    }
  }
}
