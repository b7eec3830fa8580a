import { CardRejectedError, GatewayError } from '#services/billing/payments/payment_gateway'
import { CARD_ERROR_CODES } from '#services/billing/payments/error_messages'

/** Omise's documented error object. */
export type OmiseErrorBody = { object: 'error'; code: string; message: string; location?: string }

export function isOmiseErrorBody(body: unknown): body is OmiseErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { object?: unknown }).object === 'error' &&
    typeof (body as { code?: unknown }).code === 'string'
  )
}

/**
 * What an Omise error answer means for us.
 * - card and token problems → CardRejectedError (the member tries another card);
 * - 429 and 5xx → GatewayError, retryable;
 * - everything else (authentication_failure, bad_request, invalid_amount,
 *   not_found for a charge or an event…) → GatewayError, not retryable: the
 *   same call would fail the same way.
 * `aboutCard` says whether the call names a token or a card, where
 * `not_found` means the member's card or token is unknown.
 */
export function mapOmiseError(
  status: number,
  body: OmiseErrorBody,
  { aboutCard }: { aboutCard: boolean }
): CardRejectedError | GatewayError {
  const code = body.code
  const message = body.message || code
  if (code === 'not_found' ? aboutCard : (CARD_ERROR_CODES as readonly string[]).includes(code)) {
    return new CardRejectedError(code, message)
  }
  const retryable = status === 429 || code === 'rate_limit_exceeded' || status >= 500
  return new GatewayError(code, message, retryable, status)
}
