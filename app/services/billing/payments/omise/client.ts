import { GatewayError } from '#services/billing/payments/payment_gateway'
import { isOmiseErrorBody, mapOmiseError } from '#services/billing/payments/omise/errors'

/**
 * A small fetch-based client for Omise's REST API (DESIGN §4: not the
 * `omise` npm package, which replaces Node's global `https.request`, patches
 * `Promise.prototype` and cannot send custom headers).
 *
 * - Basic auth with the secret key as the user name, no password.
 * - `Omise-Version: 2019-05-29` on every request, so the shapes we read
 *   (`created_at`, `refunded_amount`…) do not move with the account's
 *   default version.
 * - Bodies form-encoded, nested keys as `metadata[key]`, as Omise documents.
 * - Every call has a deadline (AbortSignal.timeout). A timed-out or dropped
 *   charge may still have been made: callers settle it by its idempotency
 *   key (findChargeByKey), never by charging again blindly.
 *
 * Tokens are made by the browser against vault.omise.co; the server never
 * calls the vault.
 */
export const OMISE_API_URL = 'https://api.omise.co'
export const OMISE_API_VERSION = '2019-05-29'
export const OMISE_TIMEOUT_MS = 20_000

export type FormValue = string | number | boolean | null | undefined | Record<string, string>
export type FormBody = Record<string, FormValue>

export type OmiseClientOptions = {
  secretKey: string
  /** Tests point this at an interceptor; production leaves it unset. */
  apiUrl?: string
  timeoutMs?: number
}

type RequestOptions = {
  query?: Record<string, string | number>
  form?: FormBody
  /** The call names a token or a card: `not_found` is then the member's problem. */
  aboutCard?: boolean
}

/** `{metadata: {a: 'b'}}` → `metadata[a]=b`; null and undefined are left out. */
export function encodeForm(body: FormBody): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue
    if (typeof value === 'object') {
      for (const [inner, innerValue] of Object.entries(value)) {
        params.append(`${key}[${inner}]`, innerValue)
      }
    } else {
      params.append(key, String(value))
    }
  }
  return params
}

export class OmiseClient {
  readonly #authorization: string
  readonly #apiUrl: string
  readonly #timeoutMs: number

  constructor(options: OmiseClientOptions) {
    this.#authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`
    this.#apiUrl = (options.apiUrl || OMISE_API_URL).replace(/\/+$/, '')
    this.#timeoutMs = options.timeoutMs ?? OMISE_TIMEOUT_MS
  }

  get<T>(path: string, options: Omit<RequestOptions, 'form'> = {}) {
    return this.request<T>('GET', path, options)
  }

  post<T>(path: string, form: FormBody, options: Omit<RequestOptions, 'form'> = {}) {
    return this.request<T>('POST', path, { ...options, form })
  }

  patch<T>(path: string, form: FormBody, options: Omit<RequestOptions, 'form'> = {}) {
    return this.request<T>('PATCH', path, { ...options, form })
  }

  delete<T>(path: string, options: Omit<RequestOptions, 'form'> = {}) {
    return this.request<T>('DELETE', path, options)
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const url = new URL(this.#apiUrl + path)
    for (const [key, value] of Object.entries(options.query ?? {})) {
      url.searchParams.set(key, String(value))
    }
    const headers: Record<string, string> = {
      'Authorization': this.#authorization,
      'Omise-Version': OMISE_API_VERSION,
      'Accept': 'application/json',
      'User-Agent': 'Lexpat',
    }
    let body: string | undefined
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded'
      body = encodeForm(options.form).toString()
    }

    let response: Response
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(this.#timeoutMs),
      })
    } catch (error) {
      throw transportError(error, this.#timeoutMs)
    }

    let json: unknown
    try {
      json = await response.json()
    } catch (error) {
      if (isTimeout(error)) throw transportError(error, this.#timeoutMs)
      json = null
    }

    if (isOmiseErrorBody(json)) {
      throw mapOmiseError(response.status, json, { aboutCard: options.aboutCard ?? false })
    }
    if (!response.ok || json === null || typeof json !== 'object') {
      // A proxy's HTML page or an empty answer: no Omise code to go by.
      const retryable = response.status >= 500 || response.status === 429 || response.ok
      throw new GatewayError(
        response.status >= 500 ? 'server_error' : 'bad_response',
        `Omise answered ${method} ${path} with HTTP ${response.status} and no error object`,
        retryable,
        response.status
      )
    }
    return json as T
  }
}

function isTimeout(error: unknown) {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
}

function transportError(error: unknown, timeoutMs: number): GatewayError {
  if (isTimeout(error)) {
    return new GatewayError('timeout', `Omise did not answer within ${timeoutMs} ms`, true)
  }
  const reason = error instanceof Error ? error.message : String(error)
  return new GatewayError('network_error', `Omise could not be reached: ${reason}`, true)
}
