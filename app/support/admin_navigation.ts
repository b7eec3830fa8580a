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

/**
 * The admin sections the role may open AND whose page exists, as the side
 * navigation shows them: the menu never leads to a missing page.
 */
export function adminNavFor(user: StaffIdentity | null | undefined): AdminNavEntry[] {
  return access
    .sections(user)
    .filter((entry) => isRegisteredRoute(entry.route))
    .map((entry) => ({
      key: entry.key,
      title: entry.title,
      path: entry.query ? `${entry.path}?${new URLSearchParams(entry.query)}` : entry.path,
      group: entry.group ?? null,
    }))
}

/**
 * Where a staff member lands: the first section they may open, or the
 * public home page while none of their sections has a page yet.
 */
export function adminHomeFor(user: StaffIdentity | null | undefined): string {
  return adminNavFor(user)[0]?.path ?? '/'
}
