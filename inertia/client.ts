import type { Tuyau } from '@tuyau/core/client'
import type { UserRegistry } from '@tuyau/core/types'
import { routes } from 'virtual:route-table'
import { isAdminRoute, routeEntry, routeUrl, type RouteTable } from '~/lib/route_table'

/**
 * Typed routes generated from start/routes.ts (`node ace codegen`): links
 * are built from route names, never from hand-written paths. The names and
 * their parameters are type-checked against the generated registry; the
 * browser gets only each route's pattern (~/lib/route_table), not the
 * registry nor Tuyau's HTTP client.
 */
type Client = Tuyau<UserRegistry>

const table: RouteTable = { ...routes }
let adminLoaded: Promise<void> | undefined

/** The admin routes (`admin.*`), loaded with the admin shell before an admin page renders. */
export function loadAdminRoutes(): Promise<void> {
  return (adminLoaded ??= import('virtual:route-table/admin').then((module) => {
    Object.assign(table, module.routes)
  }))
}

function entryOf(name: string) {
  const entry = table[name]
  if (entry === undefined) {
    throw new Error(
      isAdminRoute(name)
        ? `Route "${name}" is an admin route: its table loads with the admin shell`
        : `Cannot lookup route "${name}"`
    )
  }
  return routeEntry(entry)
}

function urlForRoute(
  name: string,
  params?: Record<string, unknown> | unknown[],
  options?: { qs?: Record<string, unknown> }
): string {
  return routeUrl(entryOf(name).pattern, params, options?.qs)
}

/** What the pages and `<Link route>` (~/components/link) call: URLs and methods. */
export const client = {
  urlFor: urlForRoute,
  getRoute(name: string, args?: { params?: Record<string, unknown> | unknown[] }) {
    const { method, pattern } = entryOf(name)
    return { url: routeUrl(pattern, args?.params), methods: [method] }
  },
} as unknown as Client

export const urlFor = client.urlFor
