import type { HttpContext } from '@adonisjs/core/http'

/**
 * A member's or staff's private file (DESIGN §6): never kept by a shared
 * cache, never sniffed into another type by the browser.
 */
export function privateDownload(response: HttpContext['response']) {
  response.header('Cache-Control', 'private, no-store')
  response.header('X-Content-Type-Options', 'nosniff')
}

/** A private disk key from a wildcard route's segments; none that climbs out or is empty. */
export function privateFileKey(segments: unknown): string | null {
  if (!Array.isArray(segments)) return null
  const parts = segments.map(String)
  return parts.some((part) => part === '..' || part === '') ? null : parts.join('/')
}
