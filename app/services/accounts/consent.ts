import type { HttpContext } from '@adonisjs/core/http'
import ConsentRecord from '#models/consent_record'
import type User from '#models/user'

/**
 * PDPA consent (DESIGN §10). The banner (inertia/lib/consent.ts,
 * which carries the same version) writes the visitor's choice into the
 * cookie `lexpat_consent` = `v1,necessary[,analytics][,marketing]` for 180
 * days; a signed-in member's choice is also recorded here with its version
 * and time. A new banner text means a new version: a cookie of another
 * version counts as no choice, and the banner asks again.
 */
export const CONSENT_VERSION = 'v1'
export const CONSENT_COOKIE = 'lexpat_consent'
export const CONSENT_COOKIE_DAYS = 180

export type ConsentChoice = { version: string; analytics: boolean; marketing: boolean }

/** The choice a cookie value holds, or null (none, malformed or of an older banner). */
export function parseConsent(value: unknown): ConsentChoice | null {
  if (typeof value !== 'string') return null
  const parts = decodeURIComponent(value).split(',')
  if (parts[0] !== CONSENT_VERSION || !parts.includes('necessary')) return null
  return {
    version: CONSENT_VERSION,
    analytics: parts.includes('analytics'),
    marketing: parts.includes('marketing'),
  }
}

/** The visitor's choice from the request's cookie (written by the browser, so read raw). */
export function consentOf(ctx: HttpContext): ConsentChoice | null {
  return parseConsent(ctx.request.plainCookie(CONSENT_COOKIE, { encoded: false }))
}

/** A signed-in member's choice, kept with the banner's version, the time, IP and browser. */
export function recordConsent(
  user: User,
  choice: { analytics: boolean; marketing: boolean },
  meta: { ip: string | null; userAgent: string | null }
) {
  return ConsentRecord.create({
    userId: user.id,
    version: CONSENT_VERSION,
    analytics: choice.analytics,
    marketing: choice.marketing,
    ip: meta.ip?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  })
}
