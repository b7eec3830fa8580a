/**
 * The fuzz harness: every state-changing route, bad inputs
 * generated from the schema of the validator the route really uses, signed
 * in as each role the route lets through (and as some it refuses).
 *
 * It runs inside the process of the HTTP server it talks to (the test
 * server, or the one bench/fuzz.ts starts), which lets it:
 * - learn each route's validator: `request.validateUsing` is wrapped to
 *   record which validator a route calls (a probe request with an empty
 *   body reaches it), and VineJS gives its JSON Schema;
 * - tell a refusal from an acceptance when the answer is a redirect: the
 *   session's flash messages of that response are read from the
 *   `http:request_completed` event (field errors, an `error` flash);
 * - compare the database before and after each request: one checksum per
 *   table, so a refused request that changed any row is caught.
 *
 * Requests themselves go over real HTTP with a cookie jar and the
 * XSRF-TOKEN cookie sent back as a header, as a browser does.
 */
import { createHash } from 'node:crypto'
import { HttpRequest, type HttpContext } from '@adonisjs/core/http'
import emitter from '@adonisjs/core/services/emitter'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import type { VineValidator } from '@vinejs/vine'
import { RoleSlug } from '#enums/role'
import type User from '#models/user'
import { FACTORY_PASSWORD, allRoutes, makeUser, visitorFor } from '#tests/support/actors'
import {
  ACTORS,
  type Actor,
  type Fixtures,
  type RouteInfo,
  entryFor,
} from '#tests/support/route_expectations'
import {
  type FuzzInput,
  type JsonSchema,
  formEncode,
  percentEncode,
  inputsFromSchema,
  inputsWithoutSchema,
  sample,
  seededRandom,
} from '#tests/support/fuzz/inputs'

/**
 * Tables whose rows change on any request by design, not as the effect of
 * the request's action: server-side sessions and rate-limit counters.
 */
// email_histories: the record of mail sent after an earlier request's answer.
export const BOOKKEEPING_TABLES =
  /^(adonis_schema.*|sessions|rate_limits?|limiter.*|email_histories)$/

/**
 * What a route needs in its body before its validator is reached (the
 * survey loads its questions first). One line per route that needs it.
 */
export const PROBE_BODIES: Record<string, (fixtures: Fixtures) => Record<string, unknown>> = {
  'survey.store': (fixtures) => ({ survey_id: fixtures.surveyId }),
}

/** Flash keys that mean "refused, sent back": field errors, an error message, a bad CSRF token. */
const REFUSAL_FLASH = ['errors', 'errorsBag', 'inputErrorsBag', 'error', 'csrfError']
const LOGIN_PATHS = new Set(['/login', '/admin/login'])

export type Encoding = 'json' | 'inertia' | 'form'
export const ENCODINGS: Encoding[] = ['json', 'inertia', 'form']

type Seen = { validators: Map<string, VineValidator<any, any>>; flashes: Map<string, string[]> }

/**
 * Wraps `request.validateUsing` and listens to finished requests. Call the
 * returned function to undo both.
 */
export function instrument(): { seen: Seen; uninstall: () => void } {
  const seen: Seen = { validators: new Map(), flashes: new Map() }
  const proto = HttpRequest.prototype as any
  const original = proto.validateUsing
  const originalTry = proto.tryValidateUsing
  const record = (request: HttpRequest, validator: VineValidator<any, any>) => {
    const tag = request.header('x-fuzz-probe')
    if (tag) seen.validators.set(tag, validator)
  }
  HttpRequest.macro('validateUsing', function (this: HttpRequest, ...args: any[]) {
    record(this, args[0])
    return original.apply(this, args)
  } as any)
  HttpRequest.macro('tryValidateUsing', function (this: HttpRequest, ...args: any[]) {
    record(this, args[0])
    return originalTry.apply(this, args)
  } as any)
  const onCompleted = ({ ctx }: { ctx: HttpContext }) => {
    const id = ctx.request.header('x-fuzz-request')
    if (!id) return
    const flashed = (ctx as any).session?.responseFlashMessages?.all?.() ?? {}
    seen.flashes.set(id, Object.keys(flashed))
  }
  emitter.on('http:request_completed', onCompleted)
  return {
    seen,
    uninstall() {
      HttpRequest.macro('validateUsing', original)
      HttpRequest.macro('tryValidateUsing', originalTry)
      emitter.off('http:request_completed', onCompleted)
    },
  }
}

/**
 * The database as a map of table → checksum. On SQLite (one connection in
 * the pool) `total_changes()` counts every row written on the connection:
 * while it has not moved, the last checksums still hold and no table is
 * read again.
 */
export class DatabaseTracker {
  #changes: number | null = null
  #last: Map<string, string> | null = null

  async #counter(): Promise<number | null> {
    const connection = db.connection()
    if (connection.dialect.name === 'postgres') return null
    const rows = await connection.rawQuery('select total_changes() as total')
    return Number(rows[0].total)
  }

  async snapshot(): Promise<Map<string, string>> {
    const changes = await this.#counter()
    if (this.#last && changes !== null && changes === this.#changes) return this.#last
    this.#last = await snapshot()
    this.#changes = changes
    return this.#last
  }
}

/** One checksum per table (bookkeeping tables left out). */
export async function snapshot(): Promise<Map<string, string>> {
  const connection = db.connection()
  // Through the query builder, so that a test's global transaction is used.
  const rows =
    connection.dialect.name === 'postgres'
      ? await connection
          .from('information_schema.tables')
          .where('table_schema', 'public')
          .select('table_name as name')
      : await connection
          .from('sqlite_master')
          .where('type', 'table')
          .whereNot('name', 'like', 'sqlite_%')
          .select('name')
  const names = rows.map((row) => row.name as string)
  const tables = names.filter((table) => !BOOKKEEPING_TABLES.test(table))
  const sums = new Map<string, string>()
  for (const table of tables.sort()) {
    const content = await connection.from(table).select('*')
    sums.set(table, createHash('sha1').update(JSON.stringify(content)).digest('hex'))
  }
  return sums
}

export function changedTables(before: Map<string, string>, after: Map<string, string>) {
  const names = new Set([...before.keys(), ...after.keys()])
  return [...names].filter((name) => before.get(name) !== after.get(name))
}

/** A browser-like client: a cookie jar, the XSRF-TOKEN cookie echoed as a header. */
export class FuzzClient {
  #cookies = new Map<string, string>()
  constructor(readonly baseUrl: string) {}

  #store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const [name, ...value] = pair.split('=')
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
      if (expired) this.#cookies.delete(name.trim())
      else this.#cookies.set(name.trim(), value.join('='))
    }
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { ...extra }
    if (this.#cookies.size) {
      headers.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    return headers
  }

  async fetch(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
    const response = await fetch(new URL(path, this.baseUrl), {
      ...init,
      headers: this.headers(init.headers),
      redirect: 'manual',
    })
    this.#store(response)
    await response.arrayBuffer()
    return response
  }

  /**
   * A page visit, then, as the browser does before its first post on a
   * cookie-less public page, GET /csrf for the session and XSRF-TOKEN.
   */
  async visit(path: string) {
    const response = await this.fetch(path, { headers: { accept: 'text/html' } })
    if (!this.hasCsrfToken()) await this.fetch('/csrf')
    return response
  }

  hasCsrfToken() {
    return this.#cookies.has('XSRF-TOKEN')
  }
}

/** Signs a user in through the real form (members at /login, staff at /admin/login). */
export async function signIn(baseUrl: string, user: User | null): Promise<FuzzClient> {
  const client = new FuzzClient(baseUrl)
  if (!user) {
    await client.visit('/login')
    return client
  }
  const role = await user.loadRole()
  const form = role.slug === RoleSlug.USER ? '/login' : '/admin/login'
  await client.visit(form)
  await limiter.clear()
  const response = await client.fetch(form, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept': 'text/html' },
    body: JSON.stringify({ email: user.email, password: FACTORY_PASSWORD }),
  })
  const location = new URL(response.headers.get('location') ?? '/', baseUrl).pathname
  if (response.status >= 400 || LOGIN_PATHS.has(location)) {
    throw new Error(
      `Fuzz: could not sign in ${user.email} at ${form} (${response.status} → ${location})`
    )
  }
  return client
}

export type Finding = {
  route: string
  actor: Actor
  input: string
  encoding: Encoding | 'raw'
  status: number
  tables?: string[]
}

export type FuzzReport = {
  sent: number
  refused: number
  accepted: number
  serverErrors: Finding[]
  rowsChangedByRefused: Finding[]
  /** Requests refused for a bad CSRF token: the harness always sends a good one, so these must be 0. */
  csrfRefusals: number
  routes: Array<{ route: string; validator: boolean; inputs: number; actors: Actor[] }>
  noExpectation: string[]
}

export type FuzzPlan = {
  /** Inputs per route for the first role the route lets through ('all' for every input). */
  primary: number | 'all'
  /** Inputs per route for each other role it lets through. */
  others: number
  /** Inputs per route for each role it refuses (403, sign-in page). */
  refused: number
  /** Encodings each input is sent in: one in turn (CI) or all of them. */
  encodings: 'rotate' | 'all'
  seed: number
  baseUrl: string
  fixtures: Fixtures
  /** Only the routes whose name this matches (all when absent). */
  only?: RegExp
  /** Users to reuse per actor (made when missing). */
  users?: Map<Actor, User | null>
  log?: (line: string) => void
}

function encode(input: FuzzInput, encoding: Encoding) {
  if (input.raw) {
    return {
      headers: { 'content-type': input.raw.contentType, 'accept': 'text/html' },
      body: input.raw.text,
    }
  }
  if (encoding === 'form') {
    const body =
      input.body !== null && typeof input.body === 'object'
        ? formEncode(input.body).join('&')
        : `value=${percentEncode(String(input.body))}`
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept': 'text/html' },
      body,
    }
  }
  const headers: Record<string, string> =
    encoding === 'inertia'
      ? { 'content-type': 'application/json', 'x-inertia': 'true', 'accept': 'text/html' }
      : { 'content-type': 'application/json', 'accept': 'application/json' }
  return { headers, body: JSON.stringify(input.body) }
}

/** Routes that end the session or the account they are sent with: a fresh sign-in for each request. */
function endsSession(route: RouteInfo) {
  return Boolean(entryFor(route)?.destructive) || /(^|\.)logout$/.test(route.name)
}

/** Runs the plan and returns what it found. */
export async function fuzz(plan: FuzzPlan): Promise<FuzzReport> {
  const random = seededRandom(plan.seed)
  const { seen, uninstall } = instrument()
  const report: FuzzReport = {
    sent: 0,
    refused: 0,
    accepted: 0,
    serverErrors: [],
    rowsChangedByRefused: [],
    csrfRefusals: 0,
    routes: [],
    noExpectation: [],
  }
  const users = plan.users ?? new Map<Actor, User | null>()
  const visitors = new Map<Actor, Awaited<ReturnType<typeof visitorFor>>>()
  const clients = new Map<Actor, FuzzClient>()
  for (const actor of ACTORS) {
    if (!users.has(actor)) users.set(actor, await makeUser(actor))
    visitors.set(actor, await visitorFor(actor, users.get(actor)!))
  }
  // Routes about one member (Manage Users) are sent about the signed-in member, so they
  // reach their validator instead of a 404 for an id nobody has.
  const fixtures: Fixtures = { ...plan.fixtures, memberId: users.get('member')!.id }
  // A route that ends the session (or the account) gets a throwaway user and client each time.
  const clientFor = async (actor: Actor, fresh = false) => {
    if (fresh) {
      return signIn(plan.baseUrl, actor === 'anonymous' ? null : await makeUser(actor))
    }
    if (!clients.has(actor)) clients.set(actor, await signIn(plan.baseUrl, users.get(actor)!))
    return clients.get(actor)!
  }

  let requestId = 0
  const database = new DatabaseTracker()
  let baseline = await database.snapshot()
  try {
    const writes = allRoutes().filter(
      (route) => route.method !== 'GET' && (!plan.only || plan.only.test(route.name))
    )
    for (const route of writes) {
      const entry = entryFor(route)
      if (!entry) {
        report.noExpectation.push(`${route.method} ${route.pattern}`)
        continue
      }
      const url = entry.url ? entry.url(fixtures) : route.pattern
      const letThrough = ACTORS.filter((actor) =>
        ['ok', 'reached'].includes(entry.rule(visitors.get(actor)!).kind)
      )
      const refusedBy = ACTORS.filter((actor) => !letThrough.includes(actor))
      const fresh = endsSession(route)
      const probeBody = PROBE_BODIES[route.name]?.(fixtures) ?? {}

      // Which validator does this route use? Ask with an empty body as the roles let
      // through, in turn, until one reaches it (a guest's survey is refused before).
      let schema: JsonSchema | null = null
      const tag = `${route.method} ${route.pattern}`
      for (const actor of letThrough) {
        const client = await clientFor(actor, fresh)
        await limiter.clear()
        await client.fetch(url, {
          method: route.method,
          headers: {
            'content-type': 'application/json',
            'accept': 'application/json',
            'x-fuzz-probe': tag,
          },
          body: JSON.stringify(probeBody),
        })
        const validator = seen.validators.get(tag)
        if (validator) {
          schema = validator.toJSONSchema() as JsonSchema
          // That role gets every input; the others a sample.
          letThrough.splice(letThrough.indexOf(actor), 1)
          letThrough.unshift(actor)
          break
        }
      }
      baseline = await database.snapshot()
      const inputs = schema ? inputsFromSchema(schema, probeBody) : inputsWithoutSchema()
      report.routes.push({
        route: `${route.method} ${route.pattern}`,
        validator: schema !== null,
        inputs: inputs.length,
        actors: letThrough,
      })

      const batches: Array<[Actor, FuzzInput[]]> = []
      letThrough.forEach((actor, index) => {
        const count = index === 0 ? plan.primary : plan.others
        // Routes without a validator ignore their body: a few inputs tell as much.
        const limit = schema ? count : Math.min(count === 'all' ? 12 : count, 12)
        batches.push([actor, limit === 'all' ? inputs : sample(inputs, limit, random)])
      })
      for (const actor of refusedBy) batches.push([actor, sample(inputs, plan.refused, random)])

      for (const [actor, chosen] of batches) {
        for (const [index, input] of chosen.entries()) {
          const encodings: Array<Encoding> = input.raw
            ? ['json']
            : plan.encodings === 'all'
              ? ENCODINGS
              : [ENCODINGS[(index + report.sent) % ENCODINGS.length]]
          for (const encoding of encodings) {
            const client = await clientFor(actor, fresh)
            if (fresh) baseline = await database.snapshot()
            await limiter.clear()
            const id = String(++requestId)
            const { headers, body } = encode(
              { ...input, body: mergeProbe(input.body, probeBody) },
              encoding
            )
            let status: number
            let location: string | null = null
            try {
              const response = await client.fetch(url, {
                method: route.method,
                headers: {
                  ...headers,
                  'x-fuzz-request': id,
                  'referer': new URL('/', plan.baseUrl).href,
                },
                body,
              })
              status = response.status
              const header = response.headers.get('location')
              location = header ? new URL(header, plan.baseUrl).pathname : null
            } catch {
              // The server closed the connection: as bad as a 500.
              status = 599
            }
            report.sent++
            const flashes = await flashesOf(seen, id)
            const after = await database.snapshot()
            const finding: Finding = {
              route: `${route.method} ${route.pattern}`,
              actor,
              input: input.label,
              encoding: input.raw ? 'raw' : encoding,
              status,
            }
            if (status >= 500) report.serverErrors.push(finding)
            if (flashes.includes('csrfError') || status === 419) report.csrfRefusals++
            const redirect = status >= 300 && status < 400
            const refused =
              (status >= 400 && status < 500) ||
              (redirect &&
                (flashes.some((key) => REFUSAL_FLASH.includes(key)) ||
                  (location !== null && LOGIN_PATHS.has(location))))
            if (refused) {
              report.refused++
              const tables = changedTables(baseline, after)
              if (tables.length) report.rowsChangedByRefused.push({ ...finding, tables })
            } else {
              report.accepted++
            }
            baseline = after
            if (plan.log && report.sent % 500 === 0) {
              plan.log(
                `${report.sent} requests, ${report.serverErrors.length} 5xx, ${report.rowsChangedByRefused.length} refused with rows changed`
              )
            }
          }
        }
      }
    }
  } finally {
    uninstall()
  }
  return report
}

/** Inputs keep what the route needs to reach its validator (the survey id), unless the input is about that field. */
function mergeProbe(body: unknown, probe: Record<string, unknown>) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body
  return { ...probe, ...(body as object) }
}

/** The flash keys of a finished request (the event fires right after the response is sent). */
async function flashesOf(seen: Seen, id: string): Promise<string[]> {
  for (let attempt = 0; attempt < 50 && !seen.flashes.has(id); attempt++) {
    await new Promise((resolve) => setImmediate(resolve))
  }
  const keys = seen.flashes.get(id) ?? []
  seen.flashes.delete(id)
  return keys
}

/** Lines a person reads: totals, then every finding. */
export function describeReport(report: FuzzReport): string[] {
  const lines = [
    `requests sent: ${report.sent}`,
    `refused: ${report.refused}, accepted: ${report.accepted}`,
    `5xx answers: ${report.serverErrors.length}`,
    `rows changed by refused requests: ${report.rowsChangedByRefused.length}`,
    `CSRF refusals (must be 0): ${report.csrfRefusals}`,
    `routes fuzzed: ${report.routes.length} (${report.routes.filter((r) => r.validator).length} with their validator's schema)`,
    `without a schema (no validator reached with an empty body): ${
      report.routes
        .filter((r) => !r.validator)
        .map((r) => r.route)
        .join(', ') || 'none'
    }`,
  ]
  for (const finding of report.serverErrors.slice(0, 50)) {
    lines.push(
      `5xx: ${finding.status} ${finding.route} as ${finding.actor}, ${finding.encoding}, ${finding.input}`
    )
  }
  for (const finding of report.rowsChangedByRefused.slice(0, 50)) {
    lines.push(
      `rows changed: ${finding.status} ${finding.route} as ${finding.actor}, ${finding.encoding}, ${finding.input}: ${finding.tables!.join(', ')}`
    )
  }
  return lines
}
