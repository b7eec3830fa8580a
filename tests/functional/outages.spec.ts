import { test } from '@japa/runner'
import { execFileSync } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import User from '#models/user'
import { RoleSlug } from '#enums/role'
import renderCache from '#services/platform/render_cache'
import settings from '#services/platform/settings_store'
import { createUser, useDatabase } from '#tests/helpers'
import { AppProcess, PrivateRedis, Visitor, freePort, waitFor } from '#tests/support/outage'

const PASSWORD = 'Outage-pass-2026'

function hasRedisServer() {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** The Inertia version the server expects (a stale one gets a 409 carrying it). */
async function inertiaHeaders(visitor: Visitor) {
  const probe = await visitor.request('GET', '/view-plans', {
    headers: { 'x-inertia': 'true', 'x-inertia-version': '-' },
  })
  return {
    'x-inertia': 'true',
    'x-inertia-version': probe.headers.get('x-inertia-version') ?? '',
    'accept': 'text/html, application/xhtml+xml',
  }
}

async function signIn(visitor: Visitor, email: string) {
  await visitor.prepare()
  return visitor.request('POST', '/login', { form: { email, password: PASSWORD } })
}

async function readiness(appProcess: AppProcess) {
  const response = await fetch(`${appProcess.url}/health/ready`)
  const body = (await response.json()) as { checks: Array<{ name: string; status: string }> }
  const failing = body.checks
    .filter((check) => check.status === 'error')
    .map((check) => check.name)
    .sort()
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    names: body.checks.map((check) => check.name),
    failing,
  }
}

/** The member the app process signs in: committed (the other process must see it), removed after. */
async function member(email: string) {
  await User.query().where('email', email).delete()
  return createUser(RoleSlug.USER, { email, password: PASSWORD })
}

test.group('Outages heal: Redis stops and starts under a running server (DESIGN §11)', (group) => {
  const available = hasRedisServer()
  let redis: PrivateRedis
  let server: AppProcess | null = null
  const emails: string[] = []

  group.setup(async () => {
    if (available) {
      redis = new PrivateRedis(await freePort())
      await redis.start()
    }
  })
  group.teardown(async () => {
    await server?.stop()
    await redis?.dispose()
    if (emails.length > 0) await User.query().whereIn('email', emails).delete()
  })
  group.each.teardown(async () => {
    await server?.stop()
    server = null
    if (available) await redis.start()
  })

  test('[design 11] rate-limited doors answer 503 "try again shortly" while the limiter store is down, never 500, never unthrottled; then work again', async ({
    assert,
  }) => {
    const email = 'outage-limiter@example.com'
    emails.push(email)
    await member(email)
    server = new AppProcess(await freePort(), {
      REDIS_PORT: String(redis.port),
      SESSION_DRIVER: 'database',
      LIMITER_STORE: 'redis',
      QUEUE_DRIVER: 'redis',
      TRANSMIT_TRANSPORT: 'redis',
    })
    await server.start()

    // Readiness is true at boot, before any traffic, and checks every connection in use.
    const booted = await readiness(server)
    assert.equal(booted.status, 200)
    assert.includeMembers(booted.names, [
      'Redis health check (limiter)',
      'Redis health check (queue)',
      'Redis health check (transmit)',
    ])
    assert.isTrue(booted.names.some((name) => name.startsWith('Database health check')))

    const visitor = new Visitor(server.url)
    await visitor.prepare()
    const thai = new Visitor(server.url)
    await thai.prepare()

    await redis.stop()

    const down = await readiness(server)
    assert.equal(down.status, 503)
    assert.equal(down.retryAfter, '15')
    assert.deepEqual(down.failing, [
      'Redis health check (limiter)',
      'Redis health check (queue)',
      'Redis health check (transmit)',
    ])

    const doors: Array<[string, Record<string, string>]> = [
      ['/login', { email, password: PASSWORD }],
      ['/admin/login', { email, password: PASSWORD }],
      ['/forgot-password', { email }],
      ['/reset-password', { token: 'x'.repeat(40), password: PASSWORD }],
      [
        '/get-started/account',
        { email: 'new@example.com', password: PASSWORD, password_confirmation: PASSWORD },
      ],
    ]
    for (const [path, form] of doors) {
      const page = await visitor.request('POST', path, {
        headers: { accept: 'text/html' },
        form,
      })
      assert.equal(page.status, 503, `${path} (HTML)`)
      assert.isNotNull(page.headers.get('retry-after'), `${path} Retry-After`)
      assert.include(page.text, 'Back in a moment', path)

      const json = await visitor.request('POST', path, {
        headers: { 'accept': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        form,
      })
      assert.equal(json.status, 503, `${path} (JSON)`)
      assert.equal(JSON.parse(json.text).code, 'E_SERVICE_UNAVAILABLE')
      assert.isNotNull(json.headers.get('retry-after'))
    }
    const inThai = await thai.request('POST', '/login', {
      headers: { 'accept': 'text/html', 'accept-language': 'th' },
      form: { email, password: PASSWORD },
    })
    assert.equal(inThai.status, 503)
    assert.include(inThai.text, 'กลับมาในอีกสักครู่')

    // The right password during the outage did not sign anybody in.
    const stillGuest = await visitor.request('GET', '/settings/profile-details', {
      headers: await inertiaHeaders(visitor),
    })
    assert.equal(stillGuest.status, 302)
    assert.equal(stillGuest.headers.get('location'), '/login')

    await redis.start()
    // Recovery without a restart: the next attempt signs in.
    await waitFor(
      async () => {
        const ready = await readiness(server!)
        return ready.status === 200
      },
      15_000,
      'readiness'
    )
    const signedIn = await visitor.request('POST', '/login', {
      headers: { accept: 'text/html' },
      form: { email, password: PASSWORD },
    })
    assert.equal(signedIn.status, 302)
    assert.notEqual(signedIn.headers.get('location'), '/login')
    const page = await visitor.request('GET', '/settings/profile-details', {
      headers: await inertiaHeaders(visitor),
    })
    assert.equal(page.status, 200)
    assert.equal(JSON.parse(page.text).component, 'Settings/ProfileDetails')
  })
    .skip(!available, 'redis-server is not installed')
    .timeout(180_000)

  test('[design 11] with sessions in Redis, signed-in pages answer 503 while it is down and the same session works again after', async ({
    assert,
  }) => {
    const email = 'outage-session@example.com'
    emails.push(email)
    await member(email)
    server = new AppProcess(await freePort(), {
      REDIS_PORT: String(redis.port),
      SESSION_DRIVER: 'redis',
      LIMITER_STORE: 'redis',
    })
    await server.start()
    const visitor = new Visitor(server.url)
    const signedIn = await signIn(visitor, email)
    assert.equal(signedIn.status, 302)
    const headers = await inertiaHeaders(visitor)
    const before = await visitor.request('GET', '/settings/profile-details', { headers })
    assert.equal(before.status, 200)

    await redis.stop()

    const visit = await visitor.request('GET', '/settings/profile-details', { headers })
    assert.equal(visit.status, 503)
    assert.isNotNull(visit.headers.get('retry-after'))
    assert.include(visit.text, 'Back in a moment')
    const page = await visitor.request('GET', '/settings/profile-details', {
      headers: { accept: 'text/html' },
    })
    assert.equal(page.status, 503)
    const json = await visitor.request('POST', '/logout', {
      headers: { 'accept': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    })
    assert.equal(json.status, 503)
    assert.equal(JSON.parse(json.text).code, 'E_SERVICE_UNAVAILABLE')
    // Liveness is the process itself: still fine.
    const live = await fetch(`${server.url}/health`)
    assert.equal(live.status, 200)

    // Redis keeps its data across the restart (like a production server with persistence).
    await redis.start()
    await waitFor(
      async () => {
        const again = await visitor.request('GET', '/settings/profile-details', { headers })
        return again.status === 200
      },
      15_000,
      'the signed-in page after Redis came back'
    )
    const after = await visitor.request('GET', '/settings/profile-details', { headers })
    assert.equal(JSON.parse(after.text).component, 'Settings/ProfileDetails')
  })
    .skip(!available, 'redis-server is not installed')
    .timeout(180_000)
})

/** A raw request to the test server (no cookie, headers as given). */
function raw(path: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(process.env.APP_URL!)
  return new Promise<{ status: number; headers: Record<string, any>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: hostname, port, path, headers }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    }
  )
}

/** The database refusing connections, as the pg driver reports it. */
function refused() {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
}

test.group('Outages: the database unreachable (DESIGN §11)', (group) => {
  useDatabase(group)
  const realAll = settings.all.bind(settings)
  const realTtl = renderCache.ttlMs
  group.each.teardown(() => {
    settings.all = realAll
    settings.forget()
    renderCache.ttlMs = realTtl
    renderCache.enabled = false
    renderCache.clear()
  })

  test('[design 11] pages answer the 503 page with Retry-After (en/th) or JSON; a page in the render cache keeps serving, even past its time', async ({
    assert,
  }) => {
    renderCache.clear()
    renderCache.enabled = true
    const html = { accept: 'text/html' }
    await raw('/faqs/general', html)
    await raw('/faqs/general', html)
    const cached = await raw('/faqs/general', html)
    assert.equal(cached.headers['x-render-cache'], 'hit')

    // Every request reads the settings table first: make it refuse, and the stored page old.
    settings.forget()
    settings.all = async () => {
      throw refused()
    }
    renderCache.ttlMs = 0

    const stale = await raw('/faqs/general', html)
    assert.equal(stale.status, 200)
    assert.equal(stale.headers['x-render-cache'], 'stale')
    assert.equal(stale.body, cached.body)
    assert.isUndefined(stale.headers['retry-after'])

    const uncached = await raw('/view-plans', html)
    assert.equal(uncached.status, 503)
    assert.equal(uncached.headers['retry-after'], '15')
    assert.include(uncached.body, 'Back in a moment')
    assert.notInclude(uncached.body, 'ECONNREFUSED')

    const thai = await raw('/view-plans?lang=th', html)
    assert.equal(thai.status, 503)
    assert.include(thai.body, 'กลับมาในอีกสักครู่')
    assert.include(thai.body, '<html lang="th">')

    const json = await raw('/api/plans/personal/details', {
      'accept': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    })
    assert.equal(json.status, 503)
    assert.equal(json.headers['retry-after'], '15')
    assert.equal(JSON.parse(json.body).code, 'E_SERVICE_UNAVAILABLE')

    // Back: the page renders again, no restart.
    settings.all = realAll
    const back = await raw('/view-plans', html)
    assert.equal(back.status, 200)
  })
})
