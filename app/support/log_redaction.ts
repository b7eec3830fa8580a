import { symbols as pinoSymbols } from 'pino'

/**
 * What the logs never show: passwords, tokens and secrets, card
 * data, and the personal fields of a member. pino replaces them with
 * "[redacted]" wherever they sit in a logged object, up to three levels
 * deep (the request body of a logged request, a model in an error's
 * context). Messages are free text and are not searched: code logs ids,
 * never names or addresses, in messages.
 */
const SECRET_KEYS = [
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'access_token',
  'refresh_token',
  'secret',
  'api_key',
  'authorization',
  'cookie',
  'set-cookie',
  'x-xsrf-token',
  '_csrf',
  'card',
  'card_number',
  'cardNumber',
  'cvc',
  'cvv',
  'security_code',
  'expiry',
  'expiration_month',
  'expiration_year',
]

const PERSONAL_KEYS = [
  'email',
  'phone',
  'name',
  'first_name',
  'last_name',
  'date_of_birth',
  'dateOfBirth',
  'address',
  'nationality',
  'passport',
  'id_card',
]

export const REDACTED_KEYS = [...SECRET_KEYS, ...PERSONAL_KEYS]

/**
 * Bracket notation works for every key (dashes included). A top-level
 * `name` is the logger's own name, so names are redacted one level down.
 */
export const REDACT_PATHS = REDACTED_KEYS.flatMap((key) => [
  ...(key === 'name' ? [] : [`["${key}"]`]),
  `*["${key}"]`,
  `*.*["${key}"]`,
  `*.*.*["${key}"]`,
])

export const REDACT_CENSOR = '[redacted]'

const plainValuesPassed = Symbol.for('lexpat.plainValuesPassed')

/**
 * pino runs its redaction of paths that start with a wildcard (`*["email"]`
 * and deeper, above) on every top-level value it writes: every logged
 * field and every binding of a child logger. @pinojs/redact, as pino calls
 * it (not strict), walks all its paths even for a string or a number,
 * where none can match. The web process makes a child logger on every
 * request (its `request_id`): 3.5 % of a signed-in request under load (CPU
 * profile). A value that is not an object now goes straight to pino's
 * own serializer, as the redactor ends up serializing it; objects are
 * redacted as before.
 */
export function passPlainValues(instance: object) {
  const record = instance as Record<symbol, any>
  const stringifiers = record[pinoSymbols.stringifiersSym]
  const redact = stringifiers?.[pinoSymbols.wildcardFirstSym]
  const stringify = record[pinoSymbols.stringifySym]
  if (
    typeof redact !== 'function' ||
    typeof stringify !== 'function' ||
    redact[plainValuesPassed]
  ) {
    return
  }
  const passing = (value: unknown, ...rest: unknown[]) =>
    (value !== null && typeof value === 'object') || typeof value === 'function'
      ? redact(value, ...rest)
      : stringify(value)
  passing[plainValuesPassed] = true
  stringifiers[pinoSymbols.wildcardFirstSym] = passing
}
