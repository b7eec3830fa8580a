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
