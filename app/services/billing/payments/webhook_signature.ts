import { createHmac, timingSafeEqual } from 'node:crypto'

/** Seconds a signed webhook stays acceptable (replays of older ones are refused). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'mismatch'

/**
 * Omise's webhook signature (DESIGN §4): `Omise-Signature` holds up to two
 * comma-separated hex HMAC-SHA256 values (two during a secret roll) of
 * `"<Omise-Signature-Timestamp>.<raw body>"`, keyed with the base64-decoded
 * secret. Compared in constant time; a timestamp more than five minutes
 * away from now is refused.
 */
export function verifyWebhookSignature(input: {
  secret: string
  signature: string | undefined | null
  timestamp: string | undefined | null
  rawBody: string
  nowSeconds?: number
}): SignatureCheck {
  const { signature, timestamp } = input
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return 'missing'
  const now = input.nowSeconds ?? Math.floor(Date.now() / 1000)
  if (Math.abs(now - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return 'stale'
  const key = Buffer.from(input.secret, 'base64')
  const expected = createHmac('sha256', key).update(`${timestamp}.${input.rawBody}`).digest()
  const candidates = signature
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 2)
  let matched = false
  for (const candidate of candidates) {
    if (!/^[0-9a-f]{64}$/i.test(candidate)) continue
    // Both candidates are always compared: no early exit on the first match.
    if (timingSafeEqual(Buffer.from(candidate, 'hex'), expected)) matched = true
  }
  return matched ? 'ok' : 'mismatch'
}

/** Signs a body like Omise does (tests). */
export function signWebhook(secret: string, timestamp: number, rawBody: string) {
  return createHmac('sha256', Buffer.from(secret, 'base64'))
    .update(`${timestamp}.${rawBody}`)
    .digest('hex')
}
