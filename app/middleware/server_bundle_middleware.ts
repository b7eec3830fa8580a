import { posix } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/**
 * Vite writes the server-render bundle beside the browser's assets
 * (`public/assets/server/`): it is the server's code, so the static server
 * never hands it out, however the path is spelled (encoded, doubled
 * slashes, dot segments). nginx refuses the same prefix (deploy/nginx).
 */
export default class ServerBundleMiddleware {
  handle({ request, response }: HttpContext, next: NextFn) {
    let path = request.url()
    try {
      path = decodeURIComponent(path)
    } catch {
      // Not decodable: the static server will not find such a file either.
    }
    if (posix.normalize(path.replace(/\/+/g, '/')).startsWith('/assets/server/')) {
      return response.status(404).send('Not found')
    }
    return next()
  }
}
