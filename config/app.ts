import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'
import { isTrustedProxy, parseTrustedProxies } from '#support/trusted_proxies'

/**
 * Signs cookies, sessions and URLs. Rotating it signs everybody out.
 */
export const appKey = env.get('APP_KEY')

/**
 * Absolute base of links in emails, canonical URLs and OAuth callbacks.
 */
export const appUrl = env.get('APP_URL')

/**
 * The site name used in page titles ("Title - Lexpat") and mail. Staff can
 * override it from admin Settings later; this is the default.
 */
export const appName = env.get('APP_NAME') || 'Lexpat'

/**
 * The proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES; default
 * loopback only). Checked at boot, so a typo stops the app.
 */
const trustedProxies = parseTrustedProxies(env.get('TRUSTED_PROXIES'))

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,

  /**
   * `request.ip()` (rate limits, audit log) reads X-Forwarded-For only when
   * the peer is a trusted proxy; any other peer's header is ignored.
   */
  trustProxy: (address) => isTrustedProxy(trustedProxies, address),

  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
