import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'

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

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,

  /**
   * Behind a load balancer the client IP comes from X-Forwarded-For; trust
   * only loopback and private ranges.
   */
  trustProxy: (address) =>
    address === '127.0.0.1' ||
    address === '::1' ||
    address.startsWith('10.') ||
    address.startsWith('192.168.'),

  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
