import { OmiseGateway } from '#services/billing/payments/omise/omise_gateway'

export { OmiseGateway } from '#services/billing/payments/omise/omise_gateway'
export {
  OmiseClient,
  OMISE_API_URL,
  OMISE_API_VERSION,
} from '#services/billing/payments/omise/client'

export type OmiseEnv = {
  OMISE_PUBLIC_KEY?: string
  OMISE_SECRET_KEY?: string
  OMISE_API_URL?: string
}

export type OmiseKeys = { publicKey: string; secretKey: string; apiUrl?: string }

/**
 * The Omise keys from the environment, checked: both present, each with its
 * documented prefix (pkey_… / skey_…), and both test or both live. Throws a
 * message naming the variable to fix, so a misconfigured production server
 * refuses to boot instead of failing at the first payment.
 */
export function omiseKeys(env: OmiseEnv = process.env): OmiseKeys {
  const publicKey = (env.OMISE_PUBLIC_KEY ?? '').trim()
  const secretKey = (env.OMISE_SECRET_KEY ?? '').trim()
  const apiUrl = (env.OMISE_API_URL ?? '').trim() || undefined
  const fix = 'Copy it from the Omise dashboard (Keys), or set PAYMENT_GATEWAY=sandbox.'
  if (!publicKey) throw new Error(`PAYMENT_GATEWAY=omise needs OMISE_PUBLIC_KEY. ${fix}`)
  if (!publicKey.startsWith('pkey_')) {
    throw new Error(`OMISE_PUBLIC_KEY must be an Omise public key (pkey_…). ${fix}`)
  }
  if (!secretKey) throw new Error(`PAYMENT_GATEWAY=omise needs OMISE_SECRET_KEY. ${fix}`)
  if (!secretKey.startsWith('skey_')) {
    throw new Error(`OMISE_SECRET_KEY must be an Omise secret key (skey_…). ${fix}`)
  }
  const testPublic = publicKey.startsWith('pkey_test_')
  if (testPublic !== secretKey.startsWith('skey_test_')) {
    throw new Error(
      'OMISE_PUBLIC_KEY and OMISE_SECRET_KEY must both be test keys (pkey_test_/skey_test_) or both live keys.'
    )
  }
  if (apiUrl && !URL.canParse(apiUrl)) {
    throw new Error('OMISE_API_URL must be a URL (leave it unset to use https://api.omise.co).')
  }
  return { publicKey, secretKey, apiUrl }
}

/** The `omise` driver from the environment (PAYMENT_GATEWAY=omise). */
export function createOmiseGateway(env: OmiseEnv = process.env): OmiseGateway {
  const keys = omiseKeys(env)
  return new OmiseGateway(keys.publicKey, { secretKey: keys.secretKey, apiUrl: keys.apiUrl })
}
