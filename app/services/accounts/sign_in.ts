import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type User from '#models/user'
import { adminHomeFor } from '#support/admin_navigation'
import { PASSWORD_CONFIRMED_AT } from '#middleware/password_confirmed_middleware'

/**
 * Where a signed-in person belongs: staff on the first admin section
 * their role may open that has a page, members on their settings.
 */
export async function landingPathFor(user: User): Promise<string> {
  if (user.isStaff()) {
    return adminHomeFor(user)
  }
  return urlFor('settings.profile-details')
}

/**
 * Starts a signed-in session with a fresh session id, so an id planted
 * before sign-in (session fixation) is worthless afterwards. Signing in
 * also counts as having just entered the password.
 */
export async function startSession(ctx: HttpContext, user: User, { withPassword = true } = {}) {
  await ctx.session.regenerate()
  await ctx.auth.use('web').login(user)
  if (withPassword) {
    ctx.session.put(PASSWORD_CONFIRMED_AT, Date.now())
  }
}

/** An XHR asking for JSON (SPEC §7 calls), rather than a page visit or Inertia form. */
export function wantsJson(ctx: HttpContext): boolean {
  return ctx.request.ajax() && !ctx.request.header('x-inertia')
}
