import Price from '#models/price'

/** Session key of the plan price chosen before signing up (`?price=`). */
export const SIGNUP_PRICE_KEY = 'signup.price_id'

/** The chosen price as the sign-up pages show it; null when unknown or inactive. */
export async function chosenPrice(priceId: unknown) {
  const id = Number(priceId)
  if (!Number.isInteger(id) || id <= 0) return null
  const price = await Price.query().where('id', id).where('is_active', true).preload('plan').first()
  if (!price) return null
  return {
    id: price.id,
    plan: price.plan.name,
    amount: price.amountSatang / 100,
    billing_period: price.billingPeriod,
  }
}
