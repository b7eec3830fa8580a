import { request as httpRequest } from 'node:http'
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import env from '#start/env'
import { RoleSlug } from '#enums/role'
import { createUser, useDatabase } from '#tests/helpers'
import renderCache from '#services/platform/render_cache'
import settings from '#services/platform/settings_store'
import { bumpContentVersion } from '#services/content/content_version'
import renderQueue, { RENDER_RETRY_AFTER } from '#support/render_queue'

const PUBLIC_PAGES = ['/', '/view-plans', '/faqs/general', '/get-started', '/login']

/** A raw request to the test server: headers as sent, body bytes as sent (not decoded). */
function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, any>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        { host: env.get('HOST'), port: env.get('PORT'), path, headers },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            })
          )
        }
      )
      req.on('error', reject)
      req.end()
    }
  )
}

/** Headers of an Inertia visit with the server's asset version (learnt from its 409 answer). */
async function inertiaHeaders(extra: Record<string, string> = {}) {
  const conflict = await raw('/health', { 'x-inertia': 'true' })
  const probe = conflict.headers['x-inertia-version']
    ? conflict
    : await raw('/view-plans', { 'x-inertia': 'true', 'x-inertia-version': '-' })
  return {
    'x-inertia': 'true',
    'x-inertia-version': String(probe.headers['x-inertia-version'] ?? ''),
    'accept': 'text/html, application/xhtml+xml',
    ...extra,
  }
}

test.group('Cacheable public pages (DESIGN §6)', (group) => {
  useDatabase(group)
  group.each.teardown(() => {
    renderCache.enabled = false
    renderCache.clear()
    return settings.forget()
  })

  for (const path of [...PUBLIC_PAGES, '/health']) {
    test(`[design 6] an anonymous GET of ${path} sets no cookie`, async ({ assert }) => {
      const response = await raw(path, { accept: 'text/html' })
      assert.equal(response.status, 200)
      assert.isUndefined(response.headers['set-cookie'])
    })
  }

  test('[design 6] an anonymous Inertia visit sets no cookie either and is cacheable', async ({
    assert,
  }) => {
    const response = await raw('/view-plans', await inertiaHeaders())
    assert.equal(response.status, 200)
    assert.equal(JSON.parse(response.body.toString()).component, 'Marketing/ViewPlans')
    assert.isUndefined(response.headers['set-cookie'])
    assert.include(response.headers['cache-control'], 's-maxage=')
    assert.include(response.headers['vary'], 'X-Inertia')
  })

  test('[design 6] anonymous HTML is public with s-maxage and stale-while-revalidate', async ({
    assert,
  }) => {
    const response = await raw('/view-plans', { accept: 'text/html' })
    assert.equal(
      response.headers['cache-control'],
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
    )
    assert.include(response.headers['vary'], 'Accept-Encoding')
  })

  test('[design 6] a page keyed on ?lang= does not vary on Accept-Language; one without it does', async ({
    assert,
  }) => {
    const thai = await raw('/faqs/general?lang=th', {
      'accept': 'text/html',
      'accept-language': 'en',
    })
    assert.include(thai.body.toString(), '<html lang="th">')
    assert.notInclude(thai.headers['vary'], 'Accept-Language')
    const plain = await raw('/faqs/general', { accept: 'text/html' })
    assert.include(plain.headers['vary'], 'Accept-Language')
  })

  test('[design 6] a signed-in member gets private, no-store', async ({ client, assert }) => {
    const user = await createUser(RoleSlug.USER)
    const response = await client.get('/view-plans').withInertia().loginAs(user)
    response.assertStatus(200)
    assert.equal(response.header('cache-control'), 'private, no-store')
  })

  test('[design 6] the ETag answers 304 to If-None-Match, and 200 to another tag', async ({
    assert,
  }) => {
    const first = await raw('/faqs/general', { accept: 'text/html' })
    const etag = first.headers['etag']
    assert.isString(etag)
    const again = await raw('/faqs/general', { 'accept': 'text/html', 'if-none-match': etag })
    assert.equal(again.status, 304)
    assert.equal(again.body.length, 0)
    const other = await raw('/faqs/general', {
      'accept': 'text/html',
      'if-none-match': 'W/"other"',
    })
    assert.equal(other.status, 200)
  })

  test('[design 6] gzip and brotli bodies decode to the same HTML as the plain one', async ({
    assert,
  }) => {
    const plain = await raw('/', { accept: 'text/html' })
    assert.isUndefined(plain.headers['content-encoding'])
    const gzip = await raw('/', { 'accept': 'text/html', 'accept-encoding': 'gzip' })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    const br = await raw('/', { 'accept': 'text/html', 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(br.headers['content-encoding'], 'br')
    assert.isBelow(br.body.length, plain.body.length / 3)
    assert.equal(gunzipSync(gzip.body).toString(), plain.body.toString())
    assert.equal(brotliDecompressSync(br.body).toString(), plain.body.toString())
  })

  test('[design 6] Inertia JSON is compressed too', async ({ assert }) => {
    const response = await raw('/view-plans', await inertiaHeaders({ 'accept-encoding': 'br' }))
    assert.equal(response.headers['content-encoding'], 'br')
    const page = JSON.parse(brotliDecompressSync(response.body).toString())
    assert.equal(page.component, 'Marketing/ViewPlans')
  })

  test('[design 6] a signed-in Inertia visit is the same JSON compressed or not', async ({
    client,
    assert,
  }) => {
    const user = await createUser(RoleSlug.USER)
    const visit = (encoding: string) =>
      client
        .get('/settings/profile-details')
        .withInertia()
        .header('accept-encoding', encoding)
        .loginAs(user)
    const plain = await visit('identity')
    plain.assertStatus(200)
    assert.isUndefined(plain.header('content-encoding'))
    assert.equal(plain.header('content-type'), 'application/json; charset=utf-8')
    // The body is the page object once, as JSON (not a JSON string of it).
    assert.equal(plain.body().component, 'Settings/ProfileDetails')
    assert.equal(plain.body().props.profile.email, user.email)
    const gzip = await visit('gzip')
    assert.equal(gzip.header('content-encoding'), 'gzip')
    assert.deepEqual(gzip.body().props.profile, plain.body().props.profile)
    assert.deepEqual(gzip.body().props.provinces, plain.body().props.provinces)
  })

  test('[design 6] GET /csrf starts the session and hands out the XSRF-TOKEN cookie', async ({
    assert,
  }) => {
    const response = await raw('/csrf')
    assert.equal(response.status, 204)
    const cookies: string[] = response.headers['set-cookie'] ?? []
    assert.isTrue(cookies.some((cookie) => cookie.startsWith('XSRF-TOKEN=')))
    assert.isTrue(cookies.some((cookie) => cookie.startsWith('lexpat-session=')))
    assert.equal(response.headers['cache-control'], 'private, no-store')
  })

  test('[design 6] a visitor with a session gets private pages', async ({ assert }) => {
    const csrf = await raw('/csrf')
    const cookie = (csrf.headers['set-cookie'] as string[])
      .map((value) => value.split(';')[0])
      .join('; ')
    const page = await raw('/view-plans', { accept: 'text/html', cookie })
    assert.equal(page.status, 200)
    assert.equal(page.headers['cache-control'], 'private, no-store')
  })

  test('[design 6] the render cache answers with the same HTML until the content version changes', async ({
    assert,
  }) => {
    renderCache.clear()
    renderCache.enabled = true
    const first = await raw('/faqs/general', { accept: 'text/html' })
    assert.isUndefined(first.headers['x-render-cache'])
    // Rendered again, and stored this time (a page is kept from its second render).
    const second = await raw('/faqs/general', { accept: 'text/html' })
    assert.isUndefined(second.headers['x-render-cache'])
    const third = await raw('/faqs/general', { accept: 'text/html' })
    assert.equal(third.headers['x-render-cache'], 'hit')
    assert.equal(third.body.toString(), first.body.toString())
    assert.equal(third.headers['etag'], first.headers['etag'])

    // Another language is another page.
    const thai = await raw('/faqs/general?lang=th', { accept: 'text/html' })
    assert.isUndefined(thai.headers['x-render-cache'])

    await bumpContentVersion()
    const afterBump = await raw('/faqs/general', { accept: 'text/html' })
    assert.isUndefined(afterBump.headers['x-render-cache'])
    await raw('/faqs/general', { accept: 'text/html' })
    const cachedAgain = await raw('/faqs/general', { accept: 'text/html' })
    assert.equal(cachedAgain.headers['x-render-cache'], 'hit')
  })

  test('[design 6] a URL asked for once is not kept: made-up query strings cannot push pages out of the render cache', async ({
    assert,
  }) => {
    renderCache.clear()
    renderCache.enabled = true
    await raw('/faqs/general', { accept: 'text/html' })
    await raw('/faqs/general', { accept: 'text/html' })
    assert.equal(renderCache.stats.entries, 1)

    // An ad click's own identifier, a crawler's made-up parameter: each one a new URL.
    for (let click = 1; click <= 5; click++) {
      const page = await raw(`/faqs/general?gclid=click-${click}`, { accept: 'text/html' })
      assert.equal(page.status, 200)
      assert.isUndefined(page.headers['x-render-cache'])
    }
    assert.equal(renderCache.stats.entries, 1)
    assert.equal(renderCache.stats.seenOnce, 5)
    const kept = await raw('/faqs/general', { accept: 'text/html' })
    assert.equal(kept.headers['x-render-cache'], 'hit')

    // The same URL again is a page people read: kept from its second render.
    await raw('/faqs/general?gclid=click-3', { accept: 'text/html' })
    assert.equal(renderCache.stats.entries, 2)
    const again = await raw('/faqs/general?gclid=click-3', { accept: 'text/html' })
    assert.equal(again.headers['x-render-cache'], 'hit')
  })

  test('[design 6] a settings change shows at once on a cached page', async ({ assert }) => {
    renderCache.clear()
    renderCache.enabled = true
    await raw('/', { accept: 'text/html' })
    await raw('/', { accept: 'text/html' })
    const cached = await raw('/', { accept: 'text/html' })
    assert.equal(cached.headers['x-render-cache'], 'hit')
    await settings.set('contact_channels', { phone: '+66 2 000 1234' })
    const page = await raw('/', { accept: 'text/html' })
    assert.isUndefined(page.headers['x-render-cache'])
  })

  test('[design 6] signed-in pages are never served from the render cache', async ({
    client,
    assert,
  }) => {
    renderCache.clear()
    renderCache.enabled = true
    await raw('/view-plans', await inertiaHeaders())
    await raw('/view-plans', await inertiaHeaders())
    const cached = await raw('/view-plans', await inertiaHeaders())
    assert.equal(cached.headers['x-render-cache'], 'hit')
    const user = await createUser(RoleSlug.USER, { name: 'Malee Cached' })
    const response = await client.get('/view-plans').withInertia().loginAs(user)
    assert.isUndefined(response.header('x-render-cache'))
    assert.equal(response.inertiaProps.user?.name, 'Malee Cached')
  })
})

test.group('Bounded server renders (DESIGN §6, §11)', (group) => {
  useDatabase(group)
  group.each.teardown(() => {
    renderCache.enabled = false
    renderCache.clear()
  })

  /**
   * Takes every running slot and every waiting place of the process's render
   * queue with renders that end when the returned function is called.
   */
  async function fillRenderQueue() {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const held = Array.from({ length: renderQueue.concurrency + renderQueue.depth }, () =>
      renderQueue.run(
        () => released,
        () => undefined
      )
    )
    await new Promise((resolve) => setImmediate(resolve))
    return async () => {
      release()
      await Promise.all(held)
    }
  }

  test('[design 6] a page load beyond the render queue gets the 503 page with Retry-After, in its language', async ({
    assert,
  }) => {
    const drain = await fillRenderQueue()
    try {
      const english = await raw('/view-plans', { accept: 'text/html' })
      assert.equal(english.status, 503)
      assert.equal(english.headers['retry-after'], String(RENDER_RETRY_AFTER))
      assert.equal(english.headers['cache-control'], 'no-store')
      assert.include(english.body.toString(), 'Back in a moment')
      const thai = await raw('/view-plans?lang=th', { accept: 'text/html' })
      assert.equal(thai.status, 503)
      assert.include(thai.body.toString(), 'กลับมาในอีกสักครู่')
    } finally {
      await drain()
    }
    const again = await raw('/view-plans', { accept: 'text/html' })
    assert.equal(again.status, 200)
    assert.include(again.body.toString(), 'data-page="app"')
  })

  test('[design 6] an Inertia visit (JSON, no server render) is not held by a full render queue', async ({
    assert,
  }) => {
    const headers = await inertiaHeaders()
    const drain = await fillRenderQueue()
    try {
      const visit = await raw('/view-plans', headers)
      assert.equal(visit.status, 200)
      assert.equal(JSON.parse(visit.body.toString()).component, 'Marketing/ViewPlans')
    } finally {
      await drain()
    }
  })

  test('[design 11] while the render queue is full, a page in the render cache is served from it', async ({
    assert,
  }) => {
    renderCache.clear()
    renderCache.enabled = true
    const first = await raw('/faqs/general', { accept: 'text/html' })
    assert.equal(first.status, 200)
    await raw('/faqs/general', { accept: 'text/html' })
    renderCache.ttlMs = -1
    const drain = await fillRenderQueue()
    try {
      const busy = await raw('/faqs/general', { accept: 'text/html' })
      assert.equal(busy.status, 200)
      assert.equal(busy.headers['x-render-cache'], 'stale')
      assert.equal(busy.body.toString(), first.body.toString())
    } finally {
      renderCache.ttlMs = 60_000
      await drain()
    }
  })
})

test.group('The server-render bundle (DESIGN §6)', (group) => {
  const dir = app.publicPath('assets/server')
  const probe = join(dir, 'lead-probe-ssr.js')
  const served = app.publicPath('assets/lead-probe.js')
  group.each.setup(async () => {
    // A local build's own bundle may be there: only what the test wrote is removed after.
    const existed = existsSync(dir)
    await mkdir(dir, { recursive: true })
    await writeFile(probe, 'export const secret = "server code"\n')
    await writeFile(served, 'export const probe = 1\n')
    return async () => {
      await rm(probe, { force: true })
      if (!existed) await rm(dir, { recursive: true, force: true })
      await rm(served, { force: true })
    }
  })

  test('[security] a built asset is served, the server bundle beside it never is, however spelled', async ({
    client,
    assert,
  }) => {
    const asset = await client.get('/assets/lead-probe.js')
    asset.assertStatus(200)
    for (const path of [
      '/assets/server/lead-probe-ssr.js',
      '/assets//server/lead-probe-ssr.js',
      '/assets/%73erver/lead-probe-ssr.js',
      '/assets/x/../server/lead-probe-ssr.js',
      '/assets/server/lead-probe-ssr.js?v=1',
    ]) {
      const response = await client.get(path)
      assert.equal(response.status(), 404, path)
      assert.notInclude(response.text(), 'server code', path)
    }
  })
})
