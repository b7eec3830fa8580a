import vine, { errors } from '@vinejs/vine'
import type { Infer } from '@vinejs/vine/types'
import type { HttpContext } from '@adonisjs/core/http'
import { Refusal } from '#exceptions/refusal'
import { TOKEN_PATTERN } from '#validators/checkout'

/** Payment Methods › add a card: only the browser-made token and the default choice. */
export const addCardValidator = vine.create({
  token: vine.string().trim().maxLength(64).regex(TOKEN_PATTERN),
  make_default: vine.boolean().optional(),
})

/**
 * The request's card token, checked: a missing or malformed token is about
 * the card the member typed (or chose in Google Pay), so the refusal shows
 * under the card field; card data never comes back in the session.
 */
export async function validCardToken<
  T extends typeof addCardValidator | typeof payWithCardValidator,
>(request: HttpContext['request'], validator: T): Promise<Infer<T>> {
  try {
    return (await request.validateUsing(validator as typeof addCardValidator)) as Infer<T>
  } catch (error) {
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    throw new Refusal('token_invalid', 'settings_billing.errors.token_invalid', {
      field: 'card_number',
    })
  }
}

/**
 * Pay now and Reactivate: how the member pays. `card` is the saved default
 * card; a `token` (Google Pay, or a card typed there) is added first, with
 * the same rules as Payment Methods; `promptpay` makes a QR.
 */
export const payWithCardValidator = vine.create({
  method: vine.enum(['card', 'promptpay'] as const).optional(),
  token: vine.string().trim().maxLength(64).regex(TOKEN_PATTERN).optional(),
})
