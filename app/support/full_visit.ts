import type { HttpContext } from '@adonisjs/core/http'

/**
 * Sends the browser to `url` as a full page load (a download, a page
 * outside the Inertia app): an Inertia visit is told the location (409),
 * a plain form post is redirected.
 */
export function fullVisit({ request, inertia, response }: HttpContext, url: string) {
  if (request.header('x-inertia')) return inertia.location(url)
  return response.redirect(url)
}
