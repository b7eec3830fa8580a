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

/**
 * SPEC §7 account deletion: the current password goes with the request.
 * A refused password comes back as its field message; any other failure
 * as `failed`.
 */
export async function deleteAccount(
  url: string,
  password: string,
  country: string | null
): Promise<{ done: boolean; passwordError?: string }> {
  // A validation error lists `errors`; a refusal (a wrong password) is one `{ code, message, field }`.
  const result = await postJson<{
    errors?: Array<{ field?: string; message?: string }>
    field?: string
    message?: string
  }>(url, { password })
  if (!result.ok) {
    const refused = result.data?.field === 'password' ? result.data : undefined
    const error = refused ?? result.data?.errors?.find((entry) => entry.field === 'password')
    return { done: false, passwordError: error?.message }
  }
  if (country) window.localStorage.setItem('region', country)
  clearStoredCart()
  window.location.reload()
  return { done: true }
}
