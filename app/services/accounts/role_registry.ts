import type { I18n } from '@adonisjs/i18n'
import db from '@adonisjs/lucid/services/db'
import { ROLES, type RoleSlug } from '#enums/role'
import { ADMIN_SECTIONS } from '#support/admin_sections'

/**
 * The roles of the registry as the roles page shows them (SPEC §2.9, §6):
 * each role, how many active accounts hold it, and what it may open —
 * sections and their finer actions, read from ADMIN_SECTIONS, never a
 * second list.
 */

/** Active accounts per role id. */
async function holdersByRole() {
  const counts = await db
    .from('users')
    .select('role_id')
    .count('* as total')
    .whereNull('deleted_at')
    .groupBy('role_id')
  return new Map(counts.map((row) => [Number(row.role_id), Number(row.total)]))
}

/** The sections a role opens, with the finer actions it may take in each. */
function sectionsOf(slug: RoleSlug, i18n: I18n) {
  return ADMIN_SECTIONS.filter((section) =>
    (section.roles as readonly RoleSlug[]).includes(slug)
  ).map((section) => ({
    key: section.key,
    title: i18n.t(`admin_nav.sections.${section.key}`, {}, section.title),
    path: section.path,
    developerOnly: 'developerOnly' in section && Boolean(section.developerOnly),
    actions: Object.entries(
      ('actions' in section ? section.actions : {}) as Record<string, readonly RoleSlug[]>
    )
      .filter(([, allowed]) => allowed.includes(slug))
      .map(([action]) => action),
  }))
}

export async function roleSummaries(i18n: I18n) {
  const holders = await holdersByRole()
  return ROLES.map((role) => ({
    slug: role.slug,
    name: role.name,
    holders: holders.get(role.id) ?? 0,
    sections: sectionsOf(role.slug, i18n),
  }))
}
