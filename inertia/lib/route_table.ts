/**
 * The browser's route table (DESIGN §6, first load): each named route's URL
 * pattern and first method, and nothing else. The generated Tuyau registry
 * (.adonisjs/client/registry) also carries each route's parsed tokens and an
 * HTTP client (ky) to call it; the pages only build links and form actions,
 * so that 150 KB of code never reaches the browser. The Vite plugin in
 * vite.config.ts serves this table as `virtual:route-table`, built from the
 * registry by `compactRouteTable`; `urlFor` (inertia/client.ts) builds URLs
 * from it with `routeUrl`.
 */

/** Route name → pattern; a pattern whose first method is not GET is written `METHOD /pattern`. */
export type RouteTable = Record<string, string>

const ENTRY = /\n {2}'([^']+)': \{\n {4}methods: (\[[^\]]*\]),\n {4}pattern: '([^']*)',/g

/** Reads the generated registry's source (index.ts) into a route table. */
export function compactRouteTable(source: string): RouteTable {
  const table: RouteTable = {}
  for (const [, name, methods, pattern] of source.matchAll(ENTRY)) {
    const method = (JSON.parse(methods) as string[])[0]
    table[name] = method === 'GET' ? pattern : `${method} ${pattern}`
  }
  const expected = source.match(/\n {4}pattern: '/g)?.length ?? 0
  if (expected === 0 || Object.keys(table).length !== expected) {
    throw new Error(
      `Route table: read ${Object.keys(table).length} of ${expected} routes from the registry; its format changed`
    )
  }
  return table
}

/** Routes only admin pages link to: their table loads with the admin shell. */
export function isAdminRoute(name: string): boolean {
  return name.startsWith('admin.')
}

/**
 * Routes only pages outside the public site link to (the member's settings):
 * their table loads with the first such page, not with the public pages.
 */
export function isMemberRoute(name: string): boolean {
  return name.startsWith('settings.')
}

/** Which of the browser's three route tables holds a route. */
export type RouteArea = 'public' | 'member' | 'admin'

export function routeArea(name: string): RouteArea {
  return isAdminRoute(name) ? 'admin' : isMemberRoute(name) ? 'member' : 'public'
}

/** The first method and the pattern of a table entry. */
export function routeEntry(entry: string): { method: string; pattern: string } {
  const space = entry.indexOf(' ')
  return space === -1
    ? { method: 'GET', pattern: entry }
    : { method: entry.slice(0, space), pattern: entry.slice(space + 1) }
}

type Params = Record<string, unknown> | unknown[] | undefined

/** The query string Tuyau writes: nested objects as `a[b]=`, arrays as `a[]=`, null skipped. */
export function searchParams(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const parts: string[] = []
  const add = (key: string, value: unknown) =>
    parts.push(
      `${key}=${encodeURIComponent(value instanceof Date ? value.toISOString() : String(value))}`
    )
  function walk(object: Record<string, unknown>, prefix: string) {
    for (const [name, value] of Object.entries(object)) {
      if (value === undefined || value === null) continue
      const key = prefix ? `${prefix}[${encodeURIComponent(name)}]` : encodeURIComponent(name)
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          if (item === undefined || item === null) return
          if (typeof item === 'object' && !(item instanceof Date)) {
            walk(item as Record<string, unknown>, `${key}[${index}]`)
          } else {
            add(`${key}[]`, item)
          }
        })
      } else if (typeof value === 'object' && !(value instanceof Date)) {
        walk(value as Record<string, unknown>, key)
      } else {
        add(key, value)
      }
    }
  }
  walk(query, '')
  return parts.join('&')
}

/**
 * The URL of a pattern (`/users/:id`, `/files/:name?`, `/uploads/*`) with its
 * parameters, by name or in order, as AdonisJS's URL builder makes it.
 */
export function routeUrl(pattern: string, params: Params, qs?: Record<string, unknown>): string {
  const list = Array.isArray(params) ? params : null
  const named = (Array.isArray(params) ? {} : (params ?? {})) as Record<string, unknown>
  const segments: string[] = []
  let index = 0
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') {
      const values = list ? list.slice(index) : named['*']
      if (!Array.isArray(values) || values.length === 0) {
        throw new Error(
          `Cannot make URL for "${pattern}". Invalid value provided for the wildcard param`
        )
      }
      segments.push(values.map((value) => encodeURIComponent(String(value))).join('/'))
      break
    }
    if (!segment.startsWith(':')) {
      segments.push(segment)
      continue
    }
    const optional = segment.endsWith('?')
    const name = segment.slice(1, optional ? -1 : undefined)
    const value = list ? list[index] : named[name]
    index++
    if (value === undefined || value === null) {
      if (optional) continue
      throw new Error(`Cannot make URL for "${pattern}". Missing value for the "${name}" param`)
    }
    segments.push(encodeURIComponent(String(value)))
  }
  const url = `/${segments.join('/')}`
  const query = searchParams(qs)
  return query ? `${url}?${query}` : url
}
