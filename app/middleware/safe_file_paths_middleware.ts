import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors } from '@adonisjs/core/http'

/** The routes that read a file named by the rest of the path. */
const FILE_ROUTES = ['/uploads/', '/files/private/']

/** Decodes until stable (so `%252e%252e` is seen as `..`); undecodable text is refused. */
function decoded(segment: string): string | null {
  let current = segment
  for (let round = 0; round < 3; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return current
}

/**
 * A file path is a key inside its disk: a segment that is `.` or `..`
 * (typed, or encoded as `%2e%2e`, even twice), that hides a slash or a
 * backslash, or holds a NUL, names no file, so the answer is the ordinary
 * 404 page — before the disk would refuse the key with an error.
 */
export function unsafeFilePath(path: string): boolean {
  for (const raw of path.split('/')) {
    const segment = decoded(raw)
    if (segment === null) return true
    if (segment === '.' || segment === '..') return true
    if (segment.includes('/') || segment.includes('\\') || segment.includes('\u0000')) return true
  }
  return false
}

export default class SafeFilePathsMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const path = ctx.request.url(false)
    if (FILE_ROUTES.some((prefix) => path.startsWith(prefix)) && unsafeFilePath(path)) {
      throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), path])
    }
    return next()
  }
}
