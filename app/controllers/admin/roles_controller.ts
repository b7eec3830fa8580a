import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { ROLES, type RoleSlug } from '#enums/role'
import { ADMIN_SECTIONS } from '#support/admin_sections'

/**
 * The roles page of the registry (SPEC §2.9, §6): each role, how many
 * active accounts hold it, and what it may open — sections and their finer
 * actions, read from ADMIN_SECTIONS, never a second list.
 */
export default class RolesController {
  async index({ inertia, i18n }: HttpContext) {
    const counts = await db
      .from('users')
      .select('role_id')
      .count('* as total')
      .whereNull('deleted_at')
      .groupBy('role_id')
    const holders = new Map(counts.map((row) => [Number(row.role_id), Number(row.total)]))
    return inertia.render('Admin/Roles', {
      roles: ROLES.map((role) => ({
        slug: role.slug,
        name: role.name,
        holders: holders.get(role.id) ?? 0,
        sections: ADMIN_SECTIONS.filter((section) =>
          (section.roles as readonly RoleSlug[]).includes(role.slug)
        ).map((section) => ({
          key: section.key,
          title: i18n.t(`admin_nav.sections.${section.key}`, {}, section.title),
          path: section.path,
          developerOnly: 'developerOnly' in section && Boolean(section.developerOnly),
          actions: Object.entries(
            ('actions' in section ? section.actions : {}) as Record<string, readonly RoleSlug[]>
          )
            .filter(([, allowed]) => allowed.includes(role.slug))
            .map(([action]) => action),
        })),
      })),
    })
  }
}
