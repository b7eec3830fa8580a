import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/** Session key holding when the password was last re-entered (epoch ms). */
export const PASSWORD_CONFIRMED_AT = 'auth.password_confirmed_at'
/** Session key of the page to return to after confirming. */
export const CONFIRM_INTENDED_URL = 'auth.confirm_intended_url'
/** How long a re-entered password is trusted. */
export const PASSWORD_CONFIRM_MINUTES = 15

export function passwordRecentlyConfirmed(ctx: HttpContext, now = Date.now()): boolean {
  const confirmedAt = Number(ctx.session.get(PASSWORD_CONFIRMED_AT, 0))
  return confirmedAt > 0 && now - confirmedAt < PASSWORD_CONFIRM_MINUTES * 60_000
}

/**
 * Sensitive actions ask for the password again unless it was entered in
 * the last 15 minutes. The visitor comes back to the page they were on
 * (for a form submission, the form's page) once confirmed.
 */
export default class PasswordConfirmedMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (passwordRecentlyConfirmed(ctx)) {
      return next()
    }
    const back =
      ctx.request.method() === 'GET'
        ? ctx.request.url(true)
        : sameSitePath(ctx.request.header('referer'))
    ctx.session.put(CONFIRM_INTENDED_URL, back ?? '/')
    return ctx.response.redirect().toRoute('password.confirm')
  }
}

/** The path of a same-site referrer; never an outside address. */
export function sameSitePath(referrer: string | undefined | null): string | null {
  if (!referrer) return null
  try {
    const url = new URL(referrer, 'http://internal.invalid')
    const path = `${url.pathname}${url.search}`
    return path.startsWith('/') && !path.startsWith('//') ? path : null
  } catch {
    return null
  }
}
