import { base64, MessageBuilder } from '@adonisjs/core/helpers'

/**
 * Signed cookies' signatures, checked and made once per value (DESIGN §6).
 *
 * A signed-in browser sends the same session cookie on every request, and
 * the framework checks its signature each time (the message verifier of
 * @boringnode/encryption: three HMACs with the timing-safe comparison's),
 * then signs the same id again when the session commits, about 5 % of a
 * signed-in page view. A signature depends only on the signed text and the
 * verifier's keys, so this remembers, per verifier:
 *
 * - the texts whose signature was found valid, with their decoded message.
 *   The message's purpose and expiry are still checked on every call, so a
 *   remembered text for another purpose, or past its expiry, is refused as
 *   before. Only texts the verifier accepted are kept: nothing a visitor
 *   makes up can fill the memory.
 * - the signature made for a string signed with a purpose and no expiry
 *   (what a signed cookie is), which is the same every time.
 *
 * Each list keeps its newest LIMIT entries. A verifier with new keys is a new
 * instance, so rotated keys start with nothing remembered.
 */
export const LIMIT = 5_000

interface Verifier {
  sign(payload: any, expiresIn?: string | number, purpose?: string): string
  unsign<T = any>(payload: string, purpose?: string): T | null
}

const SEPARATOR = '.'
const INSTALLED = Symbol.for('lexpat.verifiedSignatures')

function remember<K, V>(map: Map<K, V>, key: K, value: V) {
  map.set(key, value)
  if (map.size > LIMIT) {
    map.delete(map.keys().next().value!)
  }
}

/** Whether `verifier` remembers its signatures (the app's does, from start/signatures.ts). */
export function remembers(verifier: object): boolean {
  return INSTALLED in verifier
}

/** Makes `verifier` remember what it verified and signed; calling it again does nothing. */
export function rememberSignatures(verifier: Verifier) {
  if (remembers(verifier)) {
    return
  }
  const sign = verifier.sign.bind(verifier)
  const unsign = verifier.unsign.bind(verifier)
  const verified = new Map<string, string>()
  const signed = new Map<string, string>()

  verifier.unsign = function <T>(payload: string, purpose?: string): T | null {
    const decoded = typeof payload === 'string' ? verified.get(payload) : undefined
    if (decoded !== undefined) {
      return new MessageBuilder().verify(decoded, purpose) as T | null
    }
    const value = unsign<T>(payload, purpose)
    if (value !== null) {
      // Accepted: the signature is valid for these keys.
      const encoded = payload.slice(0, payload.indexOf(SEPARATOR))
      remember(verified, payload, base64.urlDecode(encoded, 'utf8') as string)
    }
    return value
  }

  verifier.sign = function (payload: any, expiresIn?: string | number, purpose?: string): string {
    if (typeof payload !== 'string' || expiresIn !== undefined || typeof purpose !== 'string') {
      return sign(payload, expiresIn, purpose)
    }
    const key = `${purpose}\u0000${payload}`
    const known = signed.get(key)
    if (known !== undefined) {
      return known
    }
    const made = sign(payload, expiresIn, purpose)
    remember(signed, key, made)
    return made
  }

  Object.defineProperty(verifier, INSTALLED, { value: true })
}
