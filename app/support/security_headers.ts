/**
 * The browser-facing security policy in one place (issue 16, DESIGN §6),
 * used by config/shield.ts (CSP, HSTS) and the security headers middleware
 * (Referrer-Policy, Permissions-Policy), and checked by the tests.
 *
 * Scripts: only our own files and the payment providers' scripts, named by
 * host; never 'unsafe-inline'. A production page has no inline script at
 * all (Inertia's page data is a `type="application/json"` block, which is
 * not executed), so the production policy needs no nonce and the HTML of a
 * public page is the same for every visitor and can be cached. Only the
 * development server writes one inline script (React Refresh's preamble);
 * there the policy allows a nonce made once per process (DEV_SCRIPT_NONCE),
 * which the layout puts on the Vite tags. Once per process, not per request,
 * so that development and test pages stay cacheable like production ones
 * (render cache, ETag); the development server is not a security boundary.
 */

import { randomBytes } from 'node:crypto'

/** The nonce of the development server's inline preamble (never used in production). */
export const DEV_SCRIPT_NONCE = randomBytes(16).toString('base64url')

/** Hosts whose scripts the payment step may load, by name. */
export const PAYMENT_SCRIPT_HOSTS = [
  // Omise.js (card tokenization, the gateway of PAYMENT_GATEWAY=omise).
  'https://cdn.omise.co',
  // Google Pay's pay.js (the Google Pay button, GOOGLE_PAY_MERCHANT_ID).
  'https://pay.google.com',
]

/** Frames those providers open (Google Pay's sheet, Omise's card vault). */
export const PAYMENT_FRAME_HOSTS = ['https://pay.google.com', 'https://vault.omise.co']

/** Where those scripts send card data to be tokenized. */
export const PAYMENT_CONNECT_HOSTS = ['https://vault.omise.co', 'https://pay.google.com']

export type Directives = Record<string, Array<string | (() => string)>>

export function cspDirectives({ production }: { production: boolean }): Directives {
  return {
    defaultSrc: [`'self'`],
    scriptSrc: [
      `'self'`,
      ...PAYMENT_SCRIPT_HOSTS,
      ...(production ? [] : [() => `'nonce-${DEV_SCRIPT_NONCE}'`]),
    ],
    // React and Radix set style attributes; styles cannot run code.
    styleSrc: [`'self'`, `'unsafe-inline'`],
    imgSrc: [`'self'`, 'data:', 'https:'],
    fontSrc: [`'self'`, 'data:'],
    // Vite's hot-reload socket exists only in development.
    connectSrc: [`'self'`, ...PAYMENT_CONNECT_HOSTS, ...(production ? [] : ['ws:'])],
    frameSrc: [...PAYMENT_FRAME_HOSTS],
    frameAncestors: [`'none'`],
    objectSrc: [`'none'`],
    baseUri: [`'self'`],
    formAction: [`'self'`],
  }
}

/**
 * Only send the origin to other sites (a reset-password token in a URL
 * never leaks through Referer), the full URL within the site.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/**
 * Browser features the app uses: the Payment Request API for Google Pay
 * (on our pages and Google Pay's frame). Everything else is off.
 */
export const PERMISSIONS_POLICY = [
  'payment=(self "https://pay.google.com")',
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ')
