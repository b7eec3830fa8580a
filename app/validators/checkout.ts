import vine from '@vinejs/vine'
import { id } from '#validators/rules'
import { CONTENT_LOCALES } from '#enums/content'
import { VERSION_MAX } from '#validators/admin_content'

/** Years ahead a card expiry may be chosen on the payment step. */
export const EXPIRY_YEARS_AHEAD = 20

/** Luhn checksum of a digit string (the sandbox test cards; the browser checks typed numbers). */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  let double = false
  for (let index = digits.length - 1; index >= 0; index--) {
    let digit = Number(digits[index])
    if (double) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
    double = !double
  }
  return sum % 10 === 0
}

/** An Omise (or sandbox) card token: the only card data the server ever sees (DESIGN §4). */
export const TOKEN_PATTERN = /^tokn_(test_)?[0-9a-z]{10,40}$/

export const checkoutValidator = vine.create({
  price_id: id().exists({
    table: 'prices',
    column: 'id',
    filter: (query) => {
      query.where('is_active', true)
    },
  }),
  /** `promptpay`: an annual plan's first payment by QR (no token); `card` otherwise. */
  method: vine.enum(['card', 'promptpay'] as const).optional(),
  token: vine.string().trim().maxLength(64).regex(TOKEN_PATTERN).optional(),
  not_incarcerated: vine.accepted(),
  terms: vine.accepted(),
  /** Which version and language of the terms the page showed: what the member accepts. */
  terms_version: vine.string().trim().minLength(1).maxLength(VERSION_MAX),
  terms_locale: vine.enum(CONTENT_LOCALES),
})
