/** Served by the route-table plugin in vite.config.ts (see ~/lib/route_table). */
declare module 'virtual:route-table' {
  import type { RouteTable } from '~/lib/route_table'
  export const routes: RouteTable
}

declare module 'virtual:route-table/admin' {
  import type { RouteTable } from '~/lib/route_table'
  export const routes: RouteTable
}

declare module 'virtual:route-table/member' {
  import type { RouteTable } from '~/lib/route_table'
  export const routes: RouteTable
}
