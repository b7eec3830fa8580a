import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import { configProvider } from '@adonisjs/core'

/**
 * Which requests a shared cache (nginx, a CDN, the in-process render cache)
 * may answer for everybody (DESIGN §6): one predicate, used by the session
 * middleware (such a request never receives a cookie) and by the cache
 * headers (such a response is public).
 *
 * A request is cacheable when it is a GET or HEAD from a visitor without a
 * session cookie, outside the private areas. Everything a page shows such a
 * visitor depends only on the URL (`?lang=` included) and, for a URL
 * without `?lang=`, on the first language of Accept-Language (see
 * anonymousLocale).
 */

/** Paths that are never public, even for a visitor without a session. */
const PRIVATE_PREFIXES = [
  '/admin',
  '/settings',
  '/csrf',
  '/oauth',
  '/monitor',
  '/queue',
  '/logout',
  '/unsubscribe',
  '/api/devices',
  '/verify',
  '/verify-identity',
  '/chatGPT',
  '/chatroom',
]

let sessionCookieName = 'lexpat-session'
let resolving: Promise<void> | null = null

/**
 * Reads the session cookie's name from config/session.ts once (the config
 * is a provider resolved asynchronously).
 */
export function resolveSessionCookieName(): Promise<void> {
  resolving ??= (async () => {
    const resolved = await configProvider.resolve<{ cookieName: string }>(
      app,
      app.config.get('session', {})
    )
    if (resolved?.cookieName) {
      sessionCookieName = resolved.cookieName
    }
  })()
  return resolving
}

export function sessionCookie(): string {
  return sessionCookieName
}

/** True when the request carries the session cookie (read raw: no decryption needed). */
export function hasSessionCookie(ctx: HttpContext): boolean {
  const header = ctx.request.header('cookie')
  if (!header) {
    return false
  }
  return header.split(';').some((part) => part.trimStart().startsWith(`${sessionCookieName}=`))
}

function isPrivatePath(path: string): boolean {
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

export function isCacheablePublicRequest(ctx: HttpContext): boolean {
  const method = ctx.request.method()
  if (method !== 'GET' && method !== 'HEAD') {
    return false
  }
  if (isPrivatePath(ctx.request.url())) {
    return false
  }
  return !hasSessionCookie(ctx)
}

function supported(locale: string | null | undefined): string | null {
  return locale && i18nManager.supportedLocales().includes(locale) ? locale : null
}

/**
 * The language of a cacheable request. `?lang=` wins (each language has its
 * own URL, DESIGN §10); otherwise the first language the browser lists,
 * reduced to its primary tag, or English. Using the first entry only (not
 * q-value negotiation) lets the shipped nginx compute the same two-valued
 * cache key from the header with a regular expression.
 */
export function anonymousLocale(ctx: HttpContext): string {
  const requested = supported(ctx.request.qs().lang)
  if (requested) {
    return requested
  }
  const first = ctx.request.header('accept-language')?.split(',')[0]?.trim().split(/[-;_]/)[0]
  return supported(first?.toLowerCase()) ?? i18nManager.defaultLocale
}

/** True when the URL carries its language (`?lang=`), so the response does not vary on the header. */
export function hasLanguageInUrl(ctx: HttpContext): boolean {
  return supported(ctx.request.qs().lang) !== null
}
