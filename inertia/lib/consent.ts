/**
 * PDPA consent in the browser (DESIGN §10). The choice
 * lives in the cookie `lexpat_consent` = `v1,necessary[,analytics][,marketing]`
 * for 180 days, written here (never by the server, so an anonymous page
 * stays cookie-free until the visitor chooses). The server reads the same
 * cookie (app/services/accounts/consent.ts, which carries the same version).
 */
export const CONSENT_VERSION = 'v1'
export const CONSENT_COOKIE = 'lexpat_consent'
export const CONSENT_DAYS = 180
/** The footer's "Cookie settings" link asks the banner to open with this event. */
export const OPEN_CONSENT_EVENT = 'lexpat:open-consent'
/** Sent after every choice, with the choice as detail. */
export const CONSENT_CHANGED_EVENT = 'lexpat:consent-changed'
/** The affiliate referral cookie (DESIGN §8, app/services/marketing/affiliates/affiliates.ts): a marketing cookie. */
export const REFERRAL_COOKIE = 'lexpat_ref'
const REFERRAL_DAYS = 30
const REFERRAL_CODE = /^[A-Za-z0-9_-]{2,60}$/

export type ConsentChoice = { analytics: boolean; marketing: boolean }

function cookieValue(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

export function parseConsent(value: string | null): ConsentChoice | null {
  if (!value) return null
  const parts = value.split(',')
  if (parts[0] !== CONSENT_VERSION || !parts.includes('necessary')) return null
  return { analytics: parts.includes('analytics'), marketing: parts.includes('marketing') }
}

export function serializeConsent(choice: ConsentChoice): string {
  return [
    CONSENT_VERSION,
    'necessary',
    ...(choice.analytics ? ['analytics'] : []),
    ...(choice.marketing ? ['marketing'] : []),
  ].join(',')
}

/** The visitor's current choice; null before they made one (or after the banner's version changed). */
export function readConsent(): ConsentChoice | null {
  return parseConsent(cookieValue(CONSENT_COOKIE))
}

function writeCookie(name: string, value: string, days: number) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${name}=${value}; Max-Age=${days * 86_400}; Path=/; SameSite=Lax${secure}`
}

/** The `?ref=` of the first page (kept in memory only, until the visitor chooses). */
const landingReferral =
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('ref')

/**
 * Keeps the choice; with marketing consent, the referral code of the
 * `?ref=` that brought the visitor (the server recorded the click but
 * waited for consent before remembering it); without, the referral cookie
 * goes.
 */
export function saveConsent(choice: ConsentChoice) {
  writeCookie(CONSENT_COOKIE, serializeConsent(choice), CONSENT_DAYS)
  if (choice.marketing) {
    const code = new URLSearchParams(window.location.search).get('ref') ?? landingReferral
    if (code && REFERRAL_CODE.test(code))
      writeCookie(REFERRAL_COOKIE, code.toLowerCase(), REFERRAL_DAYS)
  } else if (cookieValue(REFERRAL_COOKIE) !== null) {
    writeCookie(REFERRAL_COOKIE, '', 0)
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: choice }))
}

type TagWindow = Window & { dataLayer?: unknown[]; __lexpatTagManager?: string }

/**
 * Google consent mode: the container learns which purposes were granted
 * (analytics_storage for analytics; ad storage, user data and
 * personalisation for marketing). gtag() pushes its `arguments` object.
 */
function gtag(..._args: unknown[]) {
  const w = window as TagWindow
  w.dataLayer = w.dataLayer ?? []

  w.dataLayer.push(arguments)
}

function consentState(choice: ConsentChoice) {
  const marketing = choice.marketing ? 'granted' : 'denied'
  return {
    analytics_storage: choice.analytics ? 'granted' : 'denied',
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  }
}

/**
 * Whether a choice lets the container load: marketing accepted (a visitor who
 * rejects marketing cookies never loads it, whatever they chose for analytics).
 */
export const allowsTagManager = (choice: ConsentChoice | null) => Boolean(choice?.marketing)

/** Whether this document has loaded the container (it stays until a full page load). */
export const tagManagerLoaded = () =>
  typeof window !== 'undefined' && Boolean((window as TagWindow).__lexpatTagManager)

/**
 * Loads the container once per document, with the page's CSP nonce (the
 * container hands it on to the tags it adds); a later change of choice
 * only updates consent mode.
 */
export function loadTagManager(id: string, nonce: string, choice: ConsentChoice) {
  const w = window as TagWindow
  if (w.__lexpatTagManager) {
    gtag('consent', 'update', consentState(choice))
    return
  }
  w.__lexpatTagManager = id
  gtag('consent', 'default', consentState(choice))
  w.dataLayer!.push({ 'gtm.start': Date.now(), 'event': 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.nonce = nonce
  script.setAttribute('nonce', nonce)
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
  document.head.appendChild(script)
}
