import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { PERMISSIONS_POLICY, REFERRER_POLICY } from '#support/security_headers'

/**
 * Referrer-Policy and Permissions-Policy on every answer, matched route or
 * not (Shield adds CSP, HSTS, frame and sniffing headers to routed ones).
 * The same for every visitor, so cached pages keep them.
 */
export default class SecurityHeadersMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    ctx.response.header('Referrer-Policy', REFERRER_POLICY)
    ctx.response.header('Permissions-Policy', PERMISSIONS_POLICY)
    return next()
  }
}
