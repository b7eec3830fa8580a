import router from '@adonisjs/core/services/router'
import { access } from '#support/admin_access'
import type { StaffIdentity } from '#support/admin_sections'
import type { AdminNavEntry } from '#types/shared_props'

let routeNames: Set<string> | null = null

/** Whether a route of this name is registered (read once, after the router is committed). */
export function isRegisteredRoute(name: string): boolean {
  if (!routeNames) {
    routeNames = new Set<string>()
    for (const routes of Object.values(router.toJSON())) {
      for (const route of routes) if (route.name) routeNames.add(route.name)
    }
  }
  return routeNames.has(name)
}

/** Translates a key, falling back to the given English text. */
export type NavTranslator = (key: string, fallback: string) => string

const untranslated: NavTranslator = (_key, fallback) => fallback

/** `Manage Plan Details` → `manage_plan_details`: groups carry no key of their own. */
export function navGroupKey(group: string): string {
  return group
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
}

/**
 * The admin sections the role may open AND whose page exists, as the side
 * navigation shows them: the menu never leads to a missing page. Titles
 * and groups are translated by section key (`admin_nav.sections.<key>`,
 * `admin_nav.groups.<group>`); the registry keeps SPEC's English, which is
 * also the fallback for an entry with no translation yet.
 */
export function adminNavFor(
  user: StaffIdentity | null | undefined,
  translate: NavTranslator = untranslated
): AdminNavEntry[] {
  return access
    .sections(user)
    .filter((entry) => isRegisteredRoute(entry.route))
    .map((entry) => ({
      key: entry.key,
      title: translate(`admin_nav.sections.${entry.key}`, entry.title),
      path: entry.query ? `${entry.path}?${new URLSearchParams(entry.query)}` : entry.path,
      group: entry.group
        ? translate(`admin_nav.groups.${navGroupKey(entry.group)}`, entry.group)
        : null,
    }))
}

/**
 * Where a staff member lands: the first section they may open, or the
 * public home page while none of their sections has a page yet.
 */
export function adminHomeFor(user: StaffIdentity | null | undefined): string {
  return adminNavFor(user)[0]?.path ?? '/'
}
