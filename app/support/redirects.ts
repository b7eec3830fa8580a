import type { HttpContext } from '@adonisjs/core/http'

/**
 * A success message (an i18n key and its values), then the redirect to
 * finish: `.toRoute(…)`, or `.withQs().back()` as `backWith` does.
 */
export function redirectWith(ctx: HttpContext, key: string, data?: Record<string, unknown>) {
  ctx.session.flash('success', ctx.i18n.t(key, data))
  return ctx.response.redirect()
}

/** A success message, then back to the list the action came from: same page, search and filters. */
export function backWith(ctx: HttpContext, key: string, data?: Record<string, unknown>) {
  return redirectWith(ctx, key, data).withQs().back()
}
