import { useCallback, useEffect, useState } from 'react'
import { addItem, CART_KEY, loadCart, removeItem, type CartItem } from '~/lib/cart'

/**
 * The cart persisted in localStorage (SPEC §3/§4). Every change is saved;
 * on load empty entries are dropped and an unusable cart is removed.
 */
export function useCart() {
  const [items, setItems] = useState<CartItem[]>([])

  useEffect(() => {
    const loaded = loadCart(window.localStorage.getItem(CART_KEY))
    if (loaded.remove) window.localStorage.removeItem(CART_KEY)
    setItems(loaded.cart)
  }, [])

  const save = useCallback((next: CartItem[]) => {
    setItems(next)
    window.localStorage.setItem(CART_KEY, JSON.stringify(next))
  }, [])

  return {
    items,
    add: (item: CartItem) => {
      const result = addItem(items, item)
      if (result.ignored) console.info(`Cart: price ${item.price.id} is already in the cart`)
      else save(result.cart)
    },
    remove: (id: CartItem['id']) => {
      const next = removeItem(items, id)
      save(next)
      return next
    },
    clear: () => save([]),
  }
}

/** Empties the stored cart (logout, account deletion). */
export function clearStoredCart() {
  window.localStorage.removeItem(CART_KEY)
}
