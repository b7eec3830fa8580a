import { useSyncExternalStore } from 'react'
import { addItem, CART_KEY, loadCart, removeItem, type CartItem } from '~/lib/cart'

/**
 * The cart persisted in localStorage (SPEC §3/§4) and the shared
 * `isCartOpen` state, in one store every component reads: a plan's call to
 * action adds an item and the header's dropdown shows it at once.
 *
 * The server never knows the cart (DESIGN §6: an anonymous page is the same
 * for every visitor), so the server render and hydration use an empty cart;
 * React re-renders with the stored one right after hydration, without a
 * mismatch (useSyncExternalStore's server snapshot).
 */
type CartState = { items: CartItem[]; open: boolean }

const SERVER_STATE: CartState = { items: [], open: false }
let state: CartState = SERVER_STATE
let loaded = false
const listeners = new Set<() => void>()

function emit(next: CartState) {
  state = next
  listeners.forEach((listener) => listener())
}

/** SPEC §4 "on load": empty entries dropped, an unusable cart removed. */
function load() {
  const result = loadCart(window.localStorage.getItem(CART_KEY))
  if (result.remove) window.localStorage.removeItem(CART_KEY)
  return result.cart
}

function ensureLoaded() {
  if (loaded || typeof window === 'undefined') return
  loaded = true
  const items = load()
  // An empty cart (most first visits) keeps the server's snapshot: after hydration React
  // sees no change, and the cart's buttons are not rendered again.
  if (items.length) state = { ...state, items }
}

function onStorage(event: StorageEvent) {
  // Another tab changed the cart.
  if (event.key === CART_KEY || event.key === null) emit({ ...state, items: load() })
}

function subscribe(listener: () => void) {
  ensureLoaded()
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

function getSnapshot() {
  ensureLoaded()
  return state
}

/** Every change is saved (SPEC §4). */
function save(items: CartItem[], open = state.open) {
  if (items.length) window.localStorage.setItem(CART_KEY, JSON.stringify(items))
  else window.localStorage.removeItem(CART_KEY)
  emit({ items, open })
}

export const cartStore = {
  /** Adds by the SPEC §4 rules and opens the dropdown; false when ignored. */
  add(item: CartItem): boolean {
    ensureLoaded()
    const result = addItem(state.items, item)
    if (result.ignored) {
      console.info(`Cart: price ${item.price.id} already exists in the cart`)
      emit({ ...state, open: true })
      return false
    }
    save(result.cart, true)
    return true
  },
  /** Removes by item id; returns what remains. */
  remove(id: CartItem['id']): CartItem[] {
    ensureLoaded()
    const next = removeItem(state.items, id)
    save(next)
    return next
  },
  clear() {
    if (typeof window === 'undefined') return
    loaded = true
    save([], false)
  },
  setOpen(open: boolean) {
    if (state.open !== open) emit({ ...state, open })
  },
}

export function useCart() {
  const current = useSyncExternalStore(subscribe, getSnapshot, () => SERVER_STATE)
  return { items: current.items, open: current.open, ...cartStore }
}

/** Empties the stored cart (logout, account deletion, after checkout). */
export function clearStoredCart() {
  cartStore.clear()
}
