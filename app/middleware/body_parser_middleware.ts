import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import BodyParserMiddleware from '@adonisjs/core/bodyparser_middleware'
import { multipartLimitByRoute } from '#config/bodyparser'

type BodyParserConfig = ConstructorParameters<typeof BodyParserMiddleware>[0]

/**
 * The framework's body parser with per-route limits: the routes named in
 * `multipartLimitByRoute` (config/bodyparser.ts) get their own multipart
 * limit, every other route the small defaults of config/bodyparser.ts.
 * A body over its limit is refused while it is read (413).
 */
export default class BodyParserWithRouteLimits {
  #standard: BodyParserMiddleware
  #byRoute = new Map<string, BodyParserMiddleware>()

  constructor() {
    const config = app.config.get<BodyParserConfig>('bodyparser')
    this.#standard = new BodyParserMiddleware(config)
    for (const [route, limit] of Object.entries(multipartLimitByRoute)) {
      this.#byRoute.set(
        route,
        new BodyParserMiddleware({ ...config, multipart: { ...config.multipart, limit } })
      )
    }
  }

  handle(ctx: HttpContext, next: NextFn) {
    const name = ctx.route?.name
    const parser = (name && this.#byRoute.get(name)) || this.#standard
    return parser.handle(ctx, next)
  }
}
