import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import inFlight from '#support/in_flight'

/** First on every request: counts it until it is done, for a clean shutdown (#support/in_flight). */
export default class InFlightMiddleware {
  handle(_ctx: HttpContext, next: NextFn) {
    return inFlight.track(async () => next())
  }
}
