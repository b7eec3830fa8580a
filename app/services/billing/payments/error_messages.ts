/**
 * Member-facing messages for payment failures, shared by every driver (the
 * sandbox uses Omise's codes too). The texts live in
 * resources/lang/{en,th}/payments.json under `errors.<code>`.
 */

/**
 * Omise's error codes (the `{object: 'error', code, message}` answers) that
 * are about the card or the token the member gave us: the member can fix
 * them with another card, so they become CardRejectedError. `not_found` is
 * one of them only on calls about a token or a card (see mapOmiseError).
 */
export const CARD_ERROR_CODES = [
  'invalid_card',
  'invalid_card_token',
  'invalid_expiration_date',
  'invalid_security_code',
  'used_token',
  'not_found',
  'failed_capture',
] as const

/**
 * Failure codes a charge itself carries (`status: failed` with
 * `failure_code`); these stay on the ChargeResult. `expired` and `reversed`
 * are ours: the charge statuses Omise gives without a failure code (a 3-D
 * Secure page never completed, a charge reversed before capture).
 */
export const CHARGE_FAILURE_CODES = [
  'insufficient_fund',
  'stolen_or_lost_card',
  'payment_rejected',
  'failed_fraud_check',
  'failed_processing',
  'invalid_account_number',
  'invalid_security_code',
  'expired_card',
  'confirmed_amount_mismatch',
  'payment_cancelled',
  'expired',
  'reversed',
] as const

/** Codes the gateway answers that are not about the card (member sees a generic retry message). */
export const GATEWAY_ERROR_CODES = [
  'authentication_failure',
  'rate_limit_exceeded',
  'server_error',
  'network_error',
  'timeout',
] as const

/** Ours: refusals Lexpat makes itself (DESIGN §10: prepaid cards are refused wherever a card is added). */
export const LEXPAT_REFUSAL_CODES = ['prepaid_card'] as const

/** Every code with its own member-facing message in payments.json (`errors.<code>`). */
export const PAYMENT_ERROR_CODES: readonly string[] = [
  ...new Set<string>([
    ...CARD_ERROR_CODES,
    ...CHARGE_FAILURE_CODES,
    ...GATEWAY_ERROR_CODES,
    ...LEXPAT_REFUSAL_CODES,
  ]),
]

/**
 * The translation key of the member-facing message for a gateway code
 * (CardRejectedError.code, GatewayError.code or ChargeResult.failureCode):
 * `payments.errors.<code>` when we have one, `payments.errors.default`
 * otherwise (a code Omise adds later still reads sensibly).
 */
export function paymentErrorKey(code: string | null | undefined): string {
  return code && PAYMENT_ERROR_CODES.includes(code)
    ? `payments.errors.${code}`
    : 'payments.errors.default'
}
