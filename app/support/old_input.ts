/**
 * What of a refused form submission may be kept in the session ("old
 * input", to refill a form rendered without JavaScript). The session may
 * live in a cookie, so: nothing secret (passwords, card data, tokens,
 * codes), nothing large (a 100 KB text field would become a 64 KB+
 * Set-Cookie header), only flat text fields.
 */
export const OLD_INPUT_MAX_LENGTH = 255
export const OLD_INPUT_MAX_FIELDS = 20

/** Field names never flashed, whatever their size. */
const SECRET_FIELD =
  /pass|secret|token|_csrf|_method|card|cvc|cvv|expir|security_code|otp|pin\b|code|iban|account_number|signature/i

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name)
}

export function safeOldInput(
  input: Record<string, unknown>
): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {}
  let count = 0
  for (const [name, value] of Object.entries(input)) {
    if (count >= OLD_INPUT_MAX_FIELDS) break
    if (name.length > 64 || isSecretField(name)) continue
    const flat =
      (typeof value === 'string' && value.length <= OLD_INPUT_MAX_LENGTH) ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    if (!flat) continue
    kept[name] = value as string | number | boolean
    count++
  }
  return kept
}
