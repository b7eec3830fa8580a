import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { createTuyau } from '@tuyau/core/client'
import { registry } from '../../.adonisjs/client/registry/index.js'
import {
  compactRouteTable,
  routeArea,
  routeEntry,
  routeUrl,
} from '../../inertia/lib/route_table.js'

test.group('Browser route table (DESIGN §6 first load)', () => {
  test('[spec 1] every named route builds the URL and method the full Tuyau registry builds', ({
    assert,
  }) => {
    const source = readFileSync(app.makePath('.adonisjs/client/registry/index.ts'), 'utf8')
    const table = compactRouteTable(source)
    const tuyau = createTuyau({ baseUrl: '/', registry })
    const tuyauUrl = tuyau.urlFor as unknown as (
      name: string,
      params?: unknown,
      options?: { qs?: Record<string, unknown> }
    ) => string
    const routes = Object.entries(registry.routes) as Array<
      [string, { methods: string[]; pattern: string }]
    >
    assert.equal(Object.keys(table).length, routes.length)
    for (const [name, route] of routes) {
      const { method, pattern } = routeEntry(table[name])
      assert.equal(method, route.methods[0], name)
      assert.equal(pattern, route.pattern, name)
      const names = [...route.pattern.matchAll(/:(\w+)/g)].map((match) => match[1])
      const params: Record<string, unknown> = Object.fromEntries(
        names.map((param, index) => [param, `v ${index}/é`])
      )
      if (route.pattern.includes('*')) params['*'] = ['a b', 'c']
      const qs = { page: 2, tags: ['x', 'y z'], filter: { status: 'open' }, skip: null }
      assert.equal(routeUrl(pattern, params, qs), tuyauUrl(name, params, { qs }), name)
      if (!route.pattern.includes('*')) {
        const list = names.map((_, index) => index + 1)
        assert.equal(routeUrl(pattern, list), tuyauUrl(name, list), name)
      }
    }
  })

  test('[spec 1] public pages carry only the public routes: settings come with the member pages, admin with its shell', ({
    assert,
  }) => {
    const source = readFileSync(app.makePath('.adonisjs/client/registry/index.ts'), 'utf8')
    const names = Object.keys(compactRouteTable(source))
    const byArea = { public: [] as string[], member: [] as string[], admin: [] as string[] }
    for (const name of names) byArea[routeArea(name)].push(name)
    assert.includeMembers(byArea.public, ['home', 'view-plans', 'resources.contact-us', 'login'])
    assert.includeMembers(byArea.member, ['settings.profile-details', 'settings.subscriptions'])
    assert.include(byArea.admin, 'admin.users')
    assert.isTrue(byArea.member.every((name) => name.startsWith('settings.')))
    assert.isTrue(byArea.admin.every((name) => name.startsWith('admin.')))
    assert.isFalse(byArea.public.some((name) => /^(settings|admin)\./.test(name)))
    assert.equal(byArea.public.length + byArea.member.length + byArea.admin.length, names.length)
  })

  test('[spec 1] a missing parameter or an unknown registry format is refused loudly', ({
    assert,
  }) => {
    assert.throws(() => routeUrl('/users/:id', {}), /Missing value for the "id" param/)
    assert.equal(routeUrl('/files/:name?', {}), '/files')
    assert.throws(() => compactRouteTable('export const routes = {}'), /format changed/)
  })
})
