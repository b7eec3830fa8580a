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

/** SPEC §4: a stored region "Burmese" is read as "Myanmar". */
export function normalizeRegion(region: string | null): string | null {
  return region === 'Burmese' ? 'Myanmar' : region
}
