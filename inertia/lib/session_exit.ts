import { clearStoredCart } from '~/hooks/use_cart'
import { postJson } from '~/lib/http'

/**
 * SPEC §4/§7: after a successful logout or account deletion the stored
 * region becomes the user's country, the cart is cleared and the page
 * reloads.
 */
export async function exitSession(url: string, country: string | null) {
  const result = await postJson(url, {})
  if (!result.ok) return false
  if (country) window.localStorage.setItem('region', country)
  clearStoredCart()
  window.location.reload()
  return true
}
