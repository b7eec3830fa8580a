import type { GatewayName, PaymentGateway } from '#services/payments/payment_gateway'
import { SandboxGateway } from '#services/payments/sandbox_gateway'

/**
 * The configured payment driver (env PAYMENT_GATEWAY, default "sandbox").
 * Only the sandbox exists today; asking for another driver fails loudly at
 * boot instead of quietly taking sandbox payments in production.
 */
export function configuredGatewayName(value = process.env.PAYMENT_GATEWAY): GatewayName {
  const name = (value ?? '').trim() || 'sandbox'
  if (name === 'sandbox') return name
  if (name === 'omise') {
    throw new Error(
      'PAYMENT_GATEWAY=omise: this release has no Omise driver. Set PAYMENT_GATEWAY=sandbox ' +
        '(test cards, no real money) or add an Omise driver implementing PaymentGateway ' +
        '(app/services/payments/payment_gateway.ts).'
    )
  }
  throw new Error(`PAYMENT_GATEWAY="${name}" is not a payment driver. Use "sandbox".`)
}

let instance: PaymentGateway | null = null

export function paymentGateway(): PaymentGateway {
  if (!instance) {
    configuredGatewayName()
    instance = new SandboxGateway()
  }
  return instance
}

/** Tests swap the driver (e.g. to count charges); pass null to restore. */
export function useGateway(gateway: PaymentGateway | null) {
  instance = gateway
}
