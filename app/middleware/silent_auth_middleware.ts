import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { timed } from '#support/server_timing'

/**
 * Finds out who is signed in on every request without requiring it, so
 * that public pages receive the `user` shared prop.
 */
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await timed(ctx, 'auth', () => ctx.auth.check())
    return next()
  }
}
