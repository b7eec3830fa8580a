import type { HttpContext } from '@adonisjs/core/http'

export default class CsrfController {
  /**
   * `GET /csrf`: starts the visitor's session and hands out the CSRF token
   * (Shield's XSRF-TOKEN cookie). Public pages set no cookie so that a
   * shared cache can keep them (DESIGN §6); the browser calls this once,
   * just before its first form post (inertia/app.tsx, inertia/lib/http.ts).
   */
  async show({ response }: HttpContext) {
    response.header('Cache-Control', 'private, no-store')
    return response.noContent()
  }
}
