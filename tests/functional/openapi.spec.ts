import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { allRoutes } from '#tests/support/actors'

/**
 * docs/openapi.json describes the JSON API: every route under `/api/`, the
 * GPT Chatroom's endpoints, the lead popup's and the payment webhook. A
 * route added under `/api/` without its description fails here, and so does
 * a described operation the router no longer has.
 */

type Operation = { responses?: Record<string, unknown> }
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> }

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])
/** The chat, lead and webhook routes, by name: described wherever they live. */
const NAMED = [
  'chat.open',
  'chat.send',
  'chat.messages',
  'chat.revoke',
  'api.leads.store',
  'webhooks.omise',
]

async function openApi(): Promise<OpenApi> {
  return JSON.parse(await readFile(app.makePath('docs/openapi.json'), 'utf8')) as OpenApi
}

/** `/api/plans/:slug/details` → `/api/plans/{slug}/details`. */
function openApiPath(pattern: string): string {
  return pattern.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}')
}

function described(spec: OpenApi, method: string, pattern: string): boolean {
  return Boolean(spec.paths[openApiPath(pattern)]?.[method.toLowerCase()])
}

test.group('OpenAPI description of the JSON API', () => {
  test('[spec 7] docs/openapi.json parses as OpenAPI 3.1 and every operation lists its answers', async ({
    assert,
  }) => {
    const spec = await openApi()
    assert.match(spec.openapi, /^3\.1\./)
    const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => HTTP_METHODS.has(method))
        .map(([method, operation]) => ({ path, method, operation }))
    )
    assert.isAbove(operations.length, 0)
    const withoutAnswers = operations
      .filter(({ operation }) => Object.keys(operation.responses ?? {}).length === 0)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    assert.deepEqual(withoutAnswers, [])
  })

  test('[spec 7] every registered /api/ route, the chat, lead and webhook routes are described', async ({
    assert,
  }) => {
    const spec = await openApi()
    const routes = allRoutes()
    const api = routes.filter((route) => route.pattern.startsWith('/api/'))
    assert.isAbove(api.length, 0)
    const named = NAMED.map((name) => {
      const route = routes.find((candidate) => candidate.name === name)
      assert.exists(route, `route ${name} is registered`)
      return route!
    })
    const missing = [...api, ...named]
      .filter((route) => !described(spec, route.method, route.pattern))
      .map((route) => `${route.method} ${openApiPath(route.pattern)}`)
    assert.deepEqual(missing, [], 'routes missing from docs/openapi.json')
  })

  test('[spec 7] every described operation is a registered route', async ({ assert }) => {
    const spec = await openApi()
    const registered = new Set(
      allRoutes().map((route) => `${route.method} ${openApiPath(route.pattern)}`)
    )
    const stale = Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => HTTP_METHODS.has(method))
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((operation) => !registered.has(operation))
    )
    assert.deepEqual(stale, [], 'operations in docs/openapi.json the router does not have')
  })
})
