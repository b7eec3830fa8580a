import Price from '#models/price'

/** Session key of the plan price chosen before signing up (`?price=`). */
export const SIGNUP_PRICE_KEY = 'signup.price_id'

/** The chosen price (plan preloaded); null when unknown or inactive. */
export async function chosenPrice(priceId: unknown): Promise<Price | null> {
  const id = Number(priceId)
  if (!Number.isInteger(id) || id <= 0) return null
  return Price.query().where('id', id).where('is_active', true).preload('plan').first()
}
