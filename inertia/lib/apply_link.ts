import { urlFor } from '~/client'

/** The sign-up account step with the chosen plan price preselected. */
export function applyHref(priceId: number) {
  return urlFor('auth.account', undefined, { qs: { price: priceId } })
}
