import type { HttpContext } from '@adonisjs/core/http'

/** Who makes a staff write and from where: what every audit entry records (DESIGN §8). */
export function staffWrite({ auth, request }: HttpContext) {
  return { actor: auth.user!, ip: request.ip() }
}
