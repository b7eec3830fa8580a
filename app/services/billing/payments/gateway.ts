import type { GatewayName, PaymentGateway } from '#services/billing/payments/payment_gateway'
import { SandboxGateway } from '#services/billing/payments/sandbox_gateway'
import { createOmiseGateway, omiseKeys } from '#services/billing/payments/omise/index'

/**
 * The configured payment driver (env PAYMENT_GATEWAY, default "sandbox").
 * `omise` needs its keys (OMISE_PUBLIC_KEY, OMISE_SECRET_KEY); without them,
 * or for an unknown driver, the app fails loudly at boot instead of quietly
 * taking sandbox payments in production.
 */
export function configuredGatewayName(value = process.env.PAYMENT_GATEWAY): GatewayName {
  const name = (value ?? '').trim() || 'sandbox'
  if (name === 'sandbox') return name
  if (name === 'omise') {
    omiseKeys() // no valid keys: refuse to boot, naming the variable to fix
    return name
  }
  throw new Error(`PAYMENT_GATEWAY="${name}" is not a payment driver. Use "sandbox" or "omise".`)
}

let instance: PaymentGateway | null = null

export function paymentGateway(): PaymentGateway {
  if (!instance) {
    instance = configuredGatewayName() === 'omise' ? createOmiseGateway() : new SandboxGateway()
  }
  return instance
}

/** Tests swap the driver (e.g. to count charges); pass null to restore. */
export function useGateway(gateway: PaymentGateway | null) {
  instance = gateway
}

/** Omise.js, loaded by the payment step when the gateway is Omise. */
export const OMISE_JS_URL = 'https://cdn.omise.co/omise.js'
export const GOOGLE_PAY_JS_URL = 'https://pay.google.com/gp/p/js/pay.js'

/**
 * The sandbox's browser-side pieces (GET /sandbox/omise.js, POST
 * /sandbox/tokens, the 3-D Secure authorize page) exist only with the
 * sandbox gateway outside production.
 */
export function sandboxRoutesEnabled(
  gateway = process.env.PAYMENT_GATEWAY,
  nodeEnv = process.env.NODE_ENV
) {
  return configuredGatewayName(gateway) === 'sandbox' && nodeEnv !== 'production'
}

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
  gateway: GatewayName
  publicKey: string
  scriptUrl: string
  googlePay: GooglePaySetup
}

/**
 * What the payment step needs to tokenize in the browser (DESIGN §4):
 * Omise.js and the public key with Omise; the sandbox's look-alike script
 * otherwise. Google Pay: a simulated sheet in the sandbox; with Omise,
 * Google's sheet (PRODUCTION when GOOGLE_PAY_MERCHANT_ID is set, else
 * TEST) tokenizing for gateway `omise` with the public key.
 */
export function tokenizationSetup(): TokenizationSetup {
  const gateway = configuredGatewayName()
  if (gateway === 'omise') {
    const publicKey = process.env.OMISE_PUBLIC_KEY?.trim() ?? ''
    const merchantId = process.env.GOOGLE_PAY_MERCHANT_ID?.trim() || null
    return {
      gateway,
      publicKey,
      scriptUrl: OMISE_JS_URL,
      googlePay: {
        mode: 'google',
        environment: merchantId ? 'PRODUCTION' : 'TEST',
        merchantId,
        gatewayMerchantId: publicKey,
        scriptUrl: GOOGLE_PAY_JS_URL,
      },
    }
  }
  return {
    gateway,
    publicKey: 'pkey_test_sandbox',
    scriptUrl: '/sandbox/omise.js',
    googlePay: { mode: 'simulated' },
  }
}
