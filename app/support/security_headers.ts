/**
 * The browser-facing security policy in one place (DESIGN §6),
 * used by config/shield.ts (CSP, HSTS) and the security headers middleware
 * (Referrer-Policy, Permissions-Policy), and checked by the tests.
 *
 * Scripts: only our own files and, with PAYMENT_GATEWAY=omise, the payment
 * providers' scripts, named by host; never 'unsafe-inline'. A production page has no inline script
 * but the first-visit marks and the module loader, allowed by their hashes (Inertia's page data is a `type="application/json"` block, which is
 * not executed), so the production policy needs no nonce and the HTML of a
 * public page is the same for every visitor and can be cached. Only the
 * development server writes one inline script (React Refresh's preamble);
 * there the policy allows a nonce made once per process (SCRIPT_NONCE),
 * which the layout puts on the Vite tags. Once per process, not per request,
 * so that development and test pages stay cacheable like production ones
 * (render cache, ETag); the development server is not a security boundary.
 * With TAG_MANAGER_ID, public pages also allow the tag manager's host and,
 * in production too, the same nonce, which the consent-gated loader puts on
 * the container's script (#support/tag_manager). Two inline scripts are
 * allowed by their hashes, the same on every page: the first-visit marks
 * (#support/first_visit), which must run before the first paint, and the
 * loader of the page's modules (#support/module_loader), which runs after it.
 */

import { randomBytes } from 'node:crypto'
import { FIRST_VISIT_SCRIPT_SOURCE } from '#support/first_visit'
import { MODULE_LOADER_SOURCE } from '#support/module_loader'

/** The page's script nonce: the dev server's inline preamble, the tag manager's container. */
export const SCRIPT_NONCE = randomBytes(16).toString('base64url')

/**
 * The payment providers' origins, allowed only when PAYMENT_GATEWAY=omise
 * (the sandbox serves its look-alike script from our own origin). Google
 * Pay comes with Omise in every install (DESIGN §10: its real sheet with
 * GOOGLE_PAY_MERCHANT_ID, its TEST environment otherwise).
 */
export const OMISE_CSP = {
  // Omise.js (Omise.setPublicKey / createToken), loaded from Omise's CDN;
  // Google Pay's pay.js.
  script: ['https://cdn.omise.co', 'https://pay.google.com'],
  // Omise.js posts the card to the vault for a token. Google Pay: Chrome
  // checks the payment method URL (https://google.com/pay) and its redirect
  // (https://pay.google.com) against connect-src.
  connect: ['https://vault.omise.co', 'https://google.com/pay', 'https://pay.google.com'],
  // Google Pay's sheet and button frames, Omise's card vault frame.
  frame: ['https://pay.google.com', 'https://vault.omise.co'],
} as const

/** The payment hosts a policy allows for the configured driver. */
export function paymentHosts(gateway: string | undefined) {
  const omise = (gateway ?? '').trim() === 'omise'
  return {
    script: omise ? [...OMISE_CSP.script] : [],
    connect: omise ? [...OMISE_CSP.connect] : [],
    frame: omise ? [...OMISE_CSP.frame] : [],
  }
}

export type Directives = Record<string, Array<string | ((request: unknown) => string)>>

/** The extra sources a page at a path needs (the tag manager's: #support/tag_manager). */
export type PageSources = (path: string) => { script: string[]; connect: string[] }

/** The request path a CSP directive function sees (Node's IncomingMessage). */
const pathOf = (request: unknown) => String((request as { url?: string }).url ?? '/')

export function cspDirectives({
  production,
  gateway = process.env.PAYMENT_GATEWAY,
  pageSources,
}: {
  production: boolean
  /** PAYMENT_GATEWAY; the payment providers' hosts are allowed only for `omise`. */
  gateway?: string
  /** Sources that depend on the page, decided per request (the tag manager's). */
  pageSources?: PageSources
}): Directives {
  const payment = paymentHosts(gateway)
  const perPage = (kind: 'script' | 'connect') =>
    pageSources ? [(request: unknown) => pageSources(pathOf(request))[kind].join(' ')] : []
  return {
    defaultSrc: [`'self'`],
    scriptSrc: [
      `'self'`,
      FIRST_VISIT_SCRIPT_SOURCE,
      MODULE_LOADER_SOURCE,
      ...payment.script,
      ...(production ? [] : [() => `'nonce-${SCRIPT_NONCE}'`]),
      ...perPage('script'),
    ],
    // React and Radix set style attributes; styles cannot run code.
    styleSrc: [`'self'`, `'unsafe-inline'`],
    imgSrc: [`'self'`, 'data:', 'https:'],
    fontSrc: [`'self'`, 'data:'],
    // Vite's hot-reload socket exists only in development.
    connectSrc: [
      `'self'`,
      ...payment.connect,
      ...(production ? [] : ['ws:']),
      ...perPage('connect'),
    ],
    // No frames at all without a payment provider ('none' rather than an empty list).
    frameSrc: payment.frame.length ? payment.frame : [`'none'`],
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
