/**
 * The cart of SPEC §3/§4, kept in localStorage under `cart`. Pure rules;
 * the hook in hooks/use_cart.ts persists them.
 */
export type CartItem = {
  id: number | string
  name: string
  slug: 'personal' | 'business'
  price: { id: number | string; amount: number; billing_period: string }
}

export const CART_KEY = 'cart'

function isItem(value: unknown): value is CartItem {
  const item = value as CartItem
  return (
    typeof item === 'object' &&
    item !== null &&
    item.id !== undefined &&
    item.id !== null &&
    typeof item.name === 'string' &&
    typeof item.price === 'object' &&
    item.price !== null &&
    item.price.id !== undefined &&
    Number.isFinite(Number(item.price.amount))
  )
}

/**
 * Adding: an item whose price id is already in the cart is ignored; an item
 * with the id of an existing one but another price replaces it; otherwise it
 * is appended.
 */
export function addItem(cart: CartItem[], item: CartItem): { cart: CartItem[]; ignored: boolean } {
  if (cart.some((entry) => entry.price.id === item.price.id)) {
    return { cart, ignored: true }
  }
  const index = cart.findIndex((entry) => entry.id === item.id)
  if (index >= 0) {
    const next = [...cart]
    next[index] = item
    return { cart: next, ignored: false }
  }
  return { cart: [...cart, item], ignored: false }
}

export function removeItem(cart: CartItem[], id: CartItem['id']): CartItem[] {
  return cart.filter((entry) => entry.id !== id)
}

/** The total, or null when the cart cannot be totalled. */
export function cartTotal(cart: CartItem[]): number | null {
  let total = 0
  for (const item of cart) {
    const amount = Number(item?.price?.amount)
    if (!Number.isFinite(amount)) return null
    total += amount
  }
  return total
}

/**
 * Reading the stored cart on load: empty entries are dropped; when nothing
 * remains, or the cart cannot be totalled, it is removed from storage
 * (`remove: true`).
 */
export function loadCart(raw: string | null): { cart: CartItem[]; remove: boolean } {
  if (raw === null) return { cart: [], remove: false }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { cart: [], remove: true }
  }
  if (!Array.isArray(parsed)) return { cart: [], remove: true }
  const cleaned = parsed.filter((entry) => entry !== null && entry !== undefined && entry !== '')
  if (cleaned.length === 0) return { cart: [], remove: true }
  if (!cleaned.every(isItem) || cartTotal(cleaned) === null) return { cart: [], remove: true }
  return { cart: cleaned, remove: false }
}

/** A plan price as a cart item (SPEC §3): `{id, name, slug, price: {id, amount, billing_period}}`. */
export function cartItemFor(
  plan: { id: number; name: string; slug: CartItem['slug'] },
  price: { id: number; amount: number; billingPeriod: string }
): CartItem {
  return {
    id: plan.id,
    name: plan.name,
    slug: plan.slug,
    price: { id: price.id, amount: price.amount, billing_period: price.billingPeriod },
  }
}

/** Whether a price is already in the cart (its call to action shows "in your cart"). */
export function hasPrice(cart: CartItem[], priceId: CartItem['price']['id']): boolean {
  return cart.some((entry) => entry.price.id === priceId)
}

/**
 * SPEC §6: checkout goes to the payment step when signed in with no current
 * plans, otherwise to the account step (which sends a signed-in member on
 * to their own pages).
 */
export function checkoutRoute(
  user: { current_plans: unknown[] } | null
): 'auth.payment' | 'auth.account' {
  return user && user.current_plans.length === 0 ? 'auth.payment' : 'auth.account'
}

/**
 * The price the sign-up steps start from: the first item. One membership is
 * bought per checkout (an account holds one current membership); with both
 * plans in the cart the payment step asks which one (docs/billing.md "Cart").
 */
export function checkoutPriceId(cart: CartItem[]): CartItem['price']['id'] | null {
  return cart[0]?.price.id ?? null
}

/**
 * The payment step's plan choice from the cart: the cart's prices that are
 * on sale, and the price to select (`null`: keep the current one, which is
 * already in the cart or there is no cart price to choose).
 */
export function cartChoice(
  cart: CartItem[],
  onSale: number[],
  current: number | null
): { priceIds: number[]; select: number | null } {
  const priceIds = cart.map((item) => Number(item.price.id)).filter((id) => onSale.includes(id))
  const select =
    priceIds.length === 0 || (current !== null && priceIds.includes(current)) ? null : priceIds[0]
  return { priceIds, select }
}

/** SPEC §4: a stored region "Burmese" is read as "Myanmar". */
export function normalizeRegion(region: string | null): string | null {
  return region === 'Burmese' ? 'Myanmar' : region
}
