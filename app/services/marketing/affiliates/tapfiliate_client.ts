import env from '#start/env'

/**
 * A small client of Tapfiliate's REST API v1.6 (https://tapfiliate.com/docs/rest/):
 * JSON over HTTPS, authenticated by the account's key in `X-Api-Key`. Only
 * the calls affiliate tracking needs (DESIGN §8). Tapfiliate documents no
 * idempotency, so callers look a customer or conversion up by our own id
 * before creating it (a retried job must not count a sale twice).
 */
export const TAPFILIATE_BASE_URL = 'https://api.tapfiliate.com/1.6'

export class TapfiliateError extends Error {
  constructor(
    readonly status: number,
    message: string
  ) {
    super(`Tapfiliate answered ${status}: ${message}`)
    this.name = 'TapfiliateError'
  }

  /** 4xx other than 408/429 will fail again: no point retrying. */
  get retryable() {
    return this.status >= 500 || this.status === 408 || this.status === 429 || this.status === 0
  }
}

type Json = Record<string, unknown>

export class TapfiliateClient {
  constructor(
    private apiKey: string,
    private options: { baseUrl?: string; programId?: string; timeoutMs?: number } = {}
  ) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: Json): Promise<T> {
    const url = `${this.options.baseUrl ?? TAPFILIATE_BASE_URL}${path}`
    let response: Response
    try {
      response = await fetch(url, {
        method,
        headers: {
          'X-Api-Key': this.apiKey,
          'Accept': 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      })
    } catch (error) {
      throw new TapfiliateError(0, (error as Error).message)
    }
    const text = await response.text()
    const data = text ? JSON.parse(text) : null
    if (!response.ok) {
      throw new TapfiliateError(response.status, String(data?.message ?? response.statusText))
    }
    return data as T
  }

  /** POST /clicks/ — a visit by an affiliate's link. */
  createClick(input: { referralCode: string; landingPage?: string | null }) {
    return this.call<{ id: string }>('POST', '/clicks/', {
      referral_code: input.referralCode,
      ...(input.landingPage ? { landing_page: input.landingPage } : {}),
    })
  }

  /** GET /customers/?customer_id= — our member id as Tapfiliate knows it. */
  async findCustomer(customerId: string) {
    const rows = await this.call<Array<{ id: string }>>(
      'GET',
      `/customers/?customer_id=${encodeURIComponent(customerId)}`
    )
    return rows[0] ?? null
  }

  /** POST /customers/ — a signed-up member, attributed by the click (or the code). */
  createCustomer(input: { customerId: string; clickId?: string | null; referralCode?: string }) {
    return this.call<{ id: string }>('POST', '/customers/', {
      customer_id: input.customerId,
      ...(input.clickId ? { click_id: input.clickId } : { referral_code: input.referralCode }),
    })
  }

  /** GET /conversions/?external_id= */
  async findConversion(externalId: string) {
    const rows = await this.call<Array<{ id: string }>>(
      'GET',
      `/conversions/?external_id=${encodeURIComponent(externalId)}`
    )
    return rows[0] ?? null
  }

  /** POST /conversions/ — a payment; `amount` in baht (Tapfiliate takes a decimal). */
  createConversion(input: { externalId: string; customerId: string; amountSatang: number }) {
    return this.call<{ id: string }>('POST', '/conversions/', {
      external_id: input.externalId,
      customer_id: input.customerId,
      amount: input.amountSatang / 100,
      ...(this.options.programId ? { program_id: this.options.programId } : {}),
    })
  }
}

/** The configured client, or null: without TAPFILIATE_API_KEY tracking stays local. */
export function tapfiliate(): TapfiliateClient | null {
  const key = env.get('TAPFILIATE_API_KEY')
  return key ? new TapfiliateClient(key, { programId: env.get('TAPFILIATE_PROGRAM_ID') }) : null
}
