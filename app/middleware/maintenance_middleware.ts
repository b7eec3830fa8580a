import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import maintenanceMode from '#services/platform/maintenance_mode'

/**
 * While an operator has run `node ace down`, every request except the
 * health probes gets the 503 page (no layout) with a Retry-After header.
 */
export default class MaintenanceMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (ctx.request.url().startsWith('/health')) {
      return next()
    }
    const state = await maintenanceMode.state()
    if (!state) {
      return next()
    }
    ctx.response.header('Retry-After', String(state.retryAfter))
    if (ctx.request.accepts(['html', 'json']) === 'json' && !ctx.request.header('x-inertia')) {
      return ctx.response.serviceUnavailable({ message: 'Service Unavailable' })
    }
    const page = await ctx.inertia.render('Errors/Maintenance', { message: state.message })
    ctx.response.status(503).send(page)
  }
}
