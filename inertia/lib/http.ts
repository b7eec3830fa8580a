/**
 * fetch() for the few calls that are not Inertia visits (SPEC §7): every
 * request carries the XHR header, and the CSRF token from the XSRF-TOKEN
 * cookie that the server sets (fetched first when the visitor has none yet).
 */
import { ensureCsrfToken, xsrfToken } from '~/lib/csrf'

export async function postJson<T = unknown>(
  url: string,
  body: unknown
): Promise<{ ok: boolean; status: number; data: T | null }> {
  await ensureCsrfToken()
  const token = xsrfToken()
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Accept': 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { 'X-XSRF-TOKEN': token } : {}),
    },
    body: JSON.stringify(body),
  })
  const data = response.headers.get('content-type')?.includes('json')
    ? ((await response.json()) as T)
    : null
  return { ok: response.ok, status: response.status, data }
}

/** A GET for JSON (SPEC §7: the XHR header on every call, DESIGN §10). */
export async function getJson<T = unknown>(
  url: string
): Promise<{ ok: boolean; status: number; data: T | null }> {
  const response = await fetch(url, {
    method: 'GET',
    credentials: 'same-origin',
    headers: { 'Accept': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  })
  const data = response.headers.get('content-type')?.includes('json')
    ? ((await response.json()) as T)
    : null
  return { ok: response.ok, status: response.status, data }
}
