import type { HttpContext } from '@adonisjs/core/http'
import { roleSummaries } from '#services/accounts/role_registry'

/**
 * The roles page of the registry (SPEC §2.9, §6): each role, how many
 * active accounts hold it, and what it may open.
 */
export default class RolesController {
  async index({ inertia, i18n }: HttpContext) {
    return inertia.render('Admin/Roles', { roles: await roleSummaries(i18n) })
  }
}
