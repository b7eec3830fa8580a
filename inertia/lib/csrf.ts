/**
 * Public pages set no cookie (DESIGN §6: a shared cache keeps them), so a
 * visitor may reach a form without a session or a CSRF token. Before the
 * first request that changes something, `GET /csrf` starts the session and
 * sets the XSRF-TOKEN cookie; the request then carries the token as usual.
 */
const XSRF_COOKIE = 'XSRF-TOKEN'

export function xsrfToken(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${XSRF_COOKIE}=([^;]*)`))
  return match ? decodeURIComponent(match[1]) : null
}

let pending: Promise<void> | null = null

/** Resolves once the XSRF-TOKEN cookie exists (one /csrf call at a time). */
export function ensureCsrfToken(): Promise<void> {
  if (xsrfToken()) {
    return Promise.resolve()
  }
  // DESIGN §10: every request the front end makes carries the XHR header, this one too.
  pending ??= fetch('/csrf', {
    credentials: 'same-origin',
    cache: 'no-store',
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(() => {
      pending = null
    })
  return pending
}

export function isSafeMethod(method: string): boolean {
  return ['get', 'head', 'options'].includes(method.toLowerCase())
}
