import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { serverTimingOn, serverTimingValue } from '#support/server_timing'

/** Adds `Server-Timing` to every response when `SERVER_TIMING=on` (#support/server_timing). */
export default class ServerTimingMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!serverTimingOn) return next()
    const start = performance.now()
    const output = await next()
    ctx.response.header('Server-Timing', serverTimingValue(ctx, performance.now() - start))
    return output
  }
}
