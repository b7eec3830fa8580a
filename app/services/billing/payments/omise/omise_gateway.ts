import type {
  AttachedCard,
  CardFinancing,
  ChargeRequest,
  ChargeResult,
  GatewayEvent,
  PromptPayChargeRequest,
  PaymentGateway,
  RefundResult,
} from '#services/billing/payments/payment_gateway'
import {
  OmiseClient,
  type FormBody,
  type OmiseClientOptions,
} from '#services/billing/payments/omise/client'

/** The parts of Omise's objects (API version 2019-05-29) we read. */
export type OmiseCard = {
  object: 'card'
  id: string
  brand: string
  last_digits: string
  expiration_month: number
  expiration_year: number
  financing?: string | null
  deleted?: boolean
  created_at: string
}

export type OmiseList<T> = {
  object: 'list'
  data: T[]
  total: number
  limit: number
  offset: number
}

export type OmiseCustomer = { object: 'customer'; id: string; default_card: string | null }

export type OmiseCharge = {
  object: 'charge'
  id: string
  status: 'successful' | 'failed' | 'pending' | 'reversed' | 'expired' | 'unknown'
  amount: number
  currency: string
  customer: string | null
  authorize_uri: string | null
  failure_code: string | null
  failure_message: string | null
  refunded_amount?: number
  metadata: Record<string, unknown> | null
  created_at: string
  /** Charges made from a source (PromptPay): its QR and the charge's expiry. */
  source?: OmiseSource | null
  expires_at?: string | null
}

export type OmiseSource = {
  object: 'source'
  id: string
  type: string
  scannable_code?: { image?: { download_uri?: string | null } | null } | null
}

export type OmiseRefund = { object: 'refund'; id: string; charge: string; amount: number }

export type OmiseEvent = {
  object: 'event'
  id: string
  key: string
  created_at: string
  data: { object: string; id: string; charge?: string | null } | null
}

export type OmiseSearch<T> = {
  object: 'search'
  data: T[]
  page: number
  per_page: number
  total: number
  total_pages: number
}

/** Omise's search answers at most 100 records a page. */
const SEARCH_PAGE_SIZE = 100
/** A bound on a runaway search (10,000 charges mentioning one key cannot be ours). */
const SEARCH_MAX_PAGES = 100

const FINANCING: readonly CardFinancing[] = ['credit', 'debit', 'prepaid']

export function toAttachedCard(card: OmiseCard): AttachedCard {
  const financing = (card.financing ?? '').toLowerCase() as CardFinancing
  return {
    cardId: card.id,
    brand: card.brand,
    last4: card.last_digits,
    expiryMonth: card.expiration_month,
    expiryYear: card.expiration_year,
    financing: FINANCING.includes(financing) ? financing : '',
  }
}

/**
 * Omise's statuses onto ours: `reversed` and `expired` (a 3-D Secure page
 * never finished) are failures, and keep their status as the failure code
 * when Omise gives none; `unknown` waits like `pending`.
 */
export function toChargeResult(charge: OmiseCharge): ChargeResult {
  const failed = ['failed', 'reversed', 'expired'].includes(charge.status)
  const status = charge.status === 'successful' ? 'successful' : failed ? 'failed' : 'pending'
  const metadata: Record<string, string> = {}
  for (const [key, value] of Object.entries(charge.metadata ?? {})) {
    if (value !== null && value !== undefined) metadata[key] = String(value)
  }
  return {
    id: charge.id,
    status,
    amountSatang: charge.amount,
    failureCode: failed ? (charge.failure_code ?? charge.status) : null,
    failureMessage: failed ? (charge.failure_message ?? null) : null,
    authorizeUri: status === 'pending' ? (charge.authorize_uri ?? null) : null,
    metadata,
    refundedSatang: charge.refunded_amount ?? 0,
    createdAt: new Date(charge.created_at),
    promptPay:
      charge.source?.type === 'promptpay'
        ? {
            qrImageUri: charge.source.scannable_code?.image?.download_uri ?? null,
            expiresAt: charge.expires_at ? new Date(charge.expires_at) : null,
          }
        : null,
  }
}

export function toGatewayEvent(event: OmiseEvent): GatewayEvent {
  const data = event.data
  let chargeId: string | null = null
  if (data?.object === 'charge') chargeId = data.id
  else if (data?.object === 'refund') chargeId = data.charge ?? null
  return { id: event.id, key: event.key, chargeId, createdAt: new Date(event.created_at) }
}

const segment = (id: string) => encodeURIComponent(id)

/** The `omise` driver (PAYMENT_GATEWAY=omise), built by createOmiseGateway(). */
export class OmiseGateway implements PaymentGateway {
  readonly name = 'omise' as const
  readonly #client: OmiseClient

  /** The public key is what Omise.js and Google Pay's gatewayMerchantId use in the browser. */
  constructor(
    readonly publicKey: string,
    options: OmiseClientOptions
  ) {
    this.#client = new OmiseClient(options)
  }

  async createCustomer(customer: { email: string; description: string }) {
    const created = await this.#client.post<OmiseCustomer>('/customers', {
      email: customer.email,
      description: customer.description,
    })
    return { id: created.id }
  }

  /**
   * Omise attaches a token's card by updating the customer; the answer is
   * the customer, so the card is read back as the customer's newest one.
   */
  async attachCard(customerId: string, token: string): Promise<AttachedCard> {
    await this.#client.patch<OmiseCustomer>(
      `/customers/${segment(customerId)}`,
      { card: token },
      { aboutCard: true }
    )
    const cards = await this.#client.get<OmiseList<OmiseCard>>(
      `/customers/${segment(customerId)}/cards`,
      { query: { order: 'reverse_chronological', limit: 1 }, aboutCard: true }
    )
    const card = cards.data[0]
    if (!card) throw new Error(`Omise attached no card to ${customerId}`)
    return toAttachedCard(card)
  }

  async listCards(customerId: string): Promise<AttachedCard[]> {
    const cards = await this.#client.get<OmiseList<OmiseCard>>(
      `/customers/${segment(customerId)}/cards`,
      { query: { order: 'chronological', limit: 100 }, aboutCard: true }
    )
    return cards.data.filter((card) => !card.deleted).map(toAttachedCard)
  }

  async removeCard(customerId: string, cardId: string): Promise<void> {
    await this.#client.delete<OmiseCard>(
      `/customers/${segment(customerId)}/cards/${segment(cardId)}`,
      { aboutCard: true }
    )
  }

  /**
   * A customer-initiated charge carries `return_uri` (3-D Secure may send
   * the member to `authorize_uri`); a merchant-initiated one (renewal,
   * dunning retry) is flagged `transaction_indicator: MIT`,
   * `recurring_reason: subscription` and has no return_uri.
   */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.initiator === 'customer' && !request.returnUri) {
      throw new Error('A customer-initiated charge needs a returnUri for 3-D Secure')
    }
    const form: FormBody = {
      amount: request.amountSatang,
      currency: request.currency.toLowerCase(),
      customer: request.customerId,
      card: request.cardId,
      description: request.description,
      metadata: { ...request.metadata, idempotency_key: request.idempotencyKey },
    }
    if (request.initiator === 'customer') {
      form.return_uri = request.returnUri
    } else {
      form.transaction_indicator = 'MIT'
      form.recurring_reason = 'subscription'
    }
    const charge = await this.#client.post<OmiseCharge>('/charges', form, { aboutCard: true })
    return toChargeResult(charge)
  }

  /**
   * PromptPay (DESIGN §11): `POST /sources` (type `promptpay`), then
   * `POST /charges` with the source. The charge answers `pending` with the
   * QR in `source.scannable_code.image.download_uri` and its `expires_at`.
   */
  async chargePromptPay(request: PromptPayChargeRequest): Promise<ChargeResult> {
    const source = await this.#client.post<OmiseSource>('/sources', {
      type: 'promptpay',
      amount: request.amountSatang,
      currency: request.currency.toLowerCase(),
    })
    const charge = await this.#client.post<OmiseCharge>('/charges', {
      amount: request.amountSatang,
      currency: request.currency.toLowerCase(),
      source: source.id,
      description: request.description,
      return_uri: request.returnUri,
      metadata: { ...request.metadata, idempotency_key: request.idempotencyKey },
    })
    return toChargeResult(charge)
  }

  async retrieveCharge(chargeId: string): Promise<ChargeResult> {
    return toChargeResult(await this.#client.get<OmiseCharge>(`/charges/${segment(chargeId)}`))
  }

  /**
   * Omise has no idempotency keys: the charge carrying ours in
   * `metadata.idempotency_key`, whoever the customer and whatever the card,
   * found through the Search API (`scope=charge`, the key as the query —
   * the query matches metadata values), every page of the answer read
   * until the exact key turns up. Not bounded by the age of the charge.
   */
  async findChargeByKey(idempotencyKey: string) {
    for (let page = 1; page <= SEARCH_MAX_PAGES; page++) {
      const result = await this.#client.get<OmiseSearch<OmiseCharge>>('/search', {
        query: {
          scope: 'charge',
          query: idempotencyKey,
          order: 'reverse_chronological',
          page,
          per_page: SEARCH_PAGE_SIZE,
        },
      })
      const found = result.data.find(
        (charge) => charge.metadata?.idempotency_key === idempotencyKey
      )
      if (found) return toChargeResult(found)
      if (result.data.length === 0 || page >= (result.total_pages ?? 1)) break
    }
    return null
  }

  async refund(chargeId: string, amountSatang: number): Promise<RefundResult> {
    const refund = await this.#client.post<OmiseRefund>(`/charges/${segment(chargeId)}/refunds`, {
      amount: amountSatang,
    })
    return { id: refund.id, chargeId: refund.charge, amountSatang: refund.amount }
  }

  async retrieveEvent(eventId: string): Promise<GatewayEvent> {
    return toGatewayEvent(await this.#client.get<OmiseEvent>(`/events/${segment(eventId)}`))
  }
}
