import type { Tuyau } from '@tuyau/core/client'
import type { UserRegistry } from '@tuyau/core/types'
import { routes } from 'virtual:route-table'
import { routeArea, routeEntry, routeUrl, type RouteArea, type RouteTable } from '~/lib/route_table'

/**
 * Typed routes generated from start/routes.ts (`node ace codegen`): links
 * are built from route names, never from hand-written paths. The names and
 * their parameters are type-checked against the generated registry; the
 * browser gets only each route's pattern (~/lib/route_table), not the
 * registry nor Tuyau's HTTP client.
 */
type Client = Tuyau<UserRegistry>

const table: RouteTable = { ...routes }
let memberLoaded: Promise<void> | undefined
let adminLoaded: Promise<void> | undefined

/** The member settings' routes (`settings.*`), loaded with the first page outside the public site. */
export function loadMemberRoutes(): Promise<void> {
  return (memberLoaded ??= import('virtual:route-table/member').then((module) => {
    Object.assign(table, module.routes)
  }))
}

/** The admin routes (`admin.*`), loaded with the admin shell before an admin page renders. */
export function loadAdminRoutes(): Promise<void> {
  return (adminLoaded ??= import('virtual:route-table/admin').then((module) => {
    Object.assign(table, module.routes)
  }))
}

/** Why a known name can be missing: its part of the table has not loaded yet. */
const LOADS_WITH: Record<RouteArea, string | null> = {
  public: null,
  member: 'a member route: its table loads with the pages outside the public site',
  admin: 'an admin route: its table loads with the admin shell',
}

function entryOf(name: string) {
  const entry = table[name]
  if (entry === undefined) {
    const later = LOADS_WITH[routeArea(name)]
    throw new Error(later ? `Route "${name}" is ${later}` : `Cannot lookup route "${name}"`)
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
