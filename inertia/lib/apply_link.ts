import { urlFor } from '~/client'
import { checkoutPriceId, checkoutRoute, type CartItem } from '~/lib/cart'

/**
 * The sign-up account step with the chosen plan price preselected. Plan
 * calls to action render it as their link, so without JavaScript (or for a
 * signed-in user who cannot use the cart) they still lead to sign-up.
 */
export function applyHref(priceId: number) {
  return urlFor('auth.account', undefined, { qs: { price: priceId } })
}

/**
 * The cart's "Go to checkout" (SPEC §6): the step SPEC names, carrying the
 * cart's first price as `?price=` so the sign-up steps show the cart's plan.
 */
export function checkoutHref(user: { current_plans: unknown[] } | null, cart: CartItem[]) {
  const price = checkoutPriceId(cart)
  return urlFor(checkoutRoute(user), undefined, price === null ? {} : { qs: { price } })
}
