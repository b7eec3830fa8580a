/**
 * Browser-side card tokenization (DESIGN §4). The card number and security
 * code go from this page straight to the gateway's vault — Omise.js with
 * Omise, or the sandbox's look-alike script (same global API, served by the
 * app, backed by the sandbox vault) — and the page posts only `tokn_…` to
 * our server.
 */
export type GooglePaySetup =
  | { mode: 'simulated' }
  | {
      mode: 'google'
      environment: 'PRODUCTION' | 'TEST'
      merchantId: string | null
      gatewayMerchantId: string
      scriptUrl: string
    }

export type TokenizationSetup = {
  gateway: 'sandbox' | 'omise'
  publicKey: string
  scriptUrl: string
  googlePay: GooglePaySetup
}

export type CardDetails = {
  name: string
  number: string
  expirationMonth: number
  expirationYear: number
  securityCode: string
}

/** Omise's answer: a token (`object: 'token'`) or an error (`code`, `message`). */
type OmiseAnswer = { object?: unknown; id?: unknown; code?: unknown; message?: unknown }

type OmiseGlobal = {
  setPublicKey: (key: string) => void
  createToken: (
    type: 'card' | 'tokenization',
    data: Record<string, unknown>,
    callback: (statusCode: number, response: OmiseAnswer) => void
  ) => void
}

declare global {
  interface Window {
    Omise?: OmiseGlobal
  }
}

export type TokenResult = { ok: true; token: string } | { ok: false; code: string; message: string }

const scripts = new Map<string, Promise<void>>()

/** Loads a script once (Omise.js, the sandbox's look-alike, Google Pay's pay.js). */
export function loadScript(src: string): Promise<void> {
  const known = scripts.get(src)
  if (known) return known
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.addEventListener('load', () => resolve())
    script.addEventListener('error', () => {
      scripts.delete(src)
      reject(new Error(`could not load ${src}`))
    })
    document.head.append(script)
  })
  scripts.set(src, loading)
  return loading
}

async function omise(setup: TokenizationSetup): Promise<OmiseGlobal> {
  await loadScript(setup.scriptUrl)
  if (!window.Omise) throw new Error('Omise.js did not load')
  window.Omise.setPublicKey(setup.publicKey)
  return window.Omise
}

function create(
  setup: TokenizationSetup,
  type: 'card' | 'tokenization',
  data: Record<string, unknown>
): Promise<TokenResult> {
  return omise(setup).then(
    (api) =>
      new Promise<TokenResult>((resolve) => {
        api.createToken(type, data, (status, response) => {
          if (status === 200 && response.object === 'token' && typeof response.id === 'string') {
            resolve({ ok: true, token: response.id })
          } else {
            resolve({
              ok: false,
              code: typeof response.code === 'string' ? response.code : 'invalid_card',
              message: typeof response.message === 'string' ? response.message : '',
            })
          }
        })
      }),
    () => ({ ok: false, code: 'tokenizer_unavailable', message: '' })
  )
}

/** `Omise.createToken('card', …)`: the card details never leave for our server. */
export function tokenizeCard(setup: TokenizationSetup, card: CardDetails) {
  return create(setup, 'card', {
    name: card.name,
    number: card.number,
    expiration_month: card.expirationMonth,
    expiration_year: card.expirationYear,
    security_code: card.securityCode,
  })
}

/** Google Pay's payment data → `Omise.createToken('tokenization', {method: 'googlepay', data})`. */
export function tokenizeGooglePay(setup: TokenizationSetup, data: string) {
  return create(setup, 'tokenization', { method: 'googlepay', data })
}

/** Luhn checksum: a typo is caught before the vault is asked. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  let double = false
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = Number(digits[index])
    if (double) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
    double = !double
  }
  return sum % 10 === 0
}

type GooglePaymentsClient = {
  isReadyToPay: (request: unknown) => Promise<{ result: boolean }>
  loadPaymentData: (request: unknown) => Promise<{
    paymentMethodData: { tokenizationData: { token: string } }
  }>
}

declare global {
  interface Window {
    google?: {
      payments: {
        api: { PaymentsClient: new (options: { environment: string }) => GooglePaymentsClient }
      }
    }
  }
}

/**
 * Google Pay with Omise (DESIGN §10): Google's sheet tokenizes for gateway
 * `omise` with the public key as gatewayMerchantId; its token then becomes
 * an Omise card token. Resolves null when the member closes the sheet.
 */
export async function googlePayToken(
  setup: TokenizationSetup,
  amountSatang: number
): Promise<TokenResult | null> {
  const pay = setup.googlePay
  if (pay.mode !== 'google') return null
  await loadScript(pay.scriptUrl)
  const api = window.google?.payments.api
  if (!api) return { ok: false, code: 'tokenizer_unavailable', message: '' }
  const client = new api.PaymentsClient({ environment: pay.environment })
  const cardMethod = {
    type: 'CARD',
    parameters: {
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
      allowedCardNetworks: ['VISA', 'MASTERCARD', 'JCB', 'AMEX'],
    },
    tokenizationSpecification: {
      type: 'PAYMENT_GATEWAY',
      parameters: { gateway: 'omise', gatewayMerchantId: pay.gatewayMerchantId },
    },
  }
  try {
    const data = await client.loadPaymentData({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [cardMethod],
      merchantInfo: pay.merchantId ? { merchantId: pay.merchantId } : {},
      // Adding a card without paying (Payment Methods): no amount is known yet.
      transactionInfo:
        amountSatang > 0
          ? {
              totalPriceStatus: 'FINAL',
              totalPrice: (amountSatang / 100).toFixed(2),
              currencyCode: 'THB',
              countryCode: 'TH',
            }
          : { totalPriceStatus: 'NOT_CURRENTLY_KNOWN', currencyCode: 'THB', countryCode: 'TH' },
    })
    return tokenizeGooglePay(setup, data.paymentMethodData.tokenizationData.token)
  } catch {
    return null
  }
}
