import type { GatewayName, PaymentGateway } from '#services/payments/payment_gateway'
import { SandboxGateway } from '#services/payments/sandbox_gateway'
import { createOmiseGateway, omiseKeys } from '#services/payments/omise/index'

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
