/*
 * Outage drill (DESIGN §11), driven by bench/outage.sh: the production
 * build runs against a PRIVATE PostgreSQL cluster and a PRIVATE redis-server
 * (their own ports and directories, never the shared 5432/6379). Under a
 * steady mix of requests, Redis is stopped for OUTAGE_SECONDS and started
 * again, then PostgreSQL likewise. Prints one table per phase and kind of
 * request: status counts, whether every 503 carried Retry-After, and how
 * long after the service came back each kind answered normally again.
 *
 * Environment (set by bench/outage.sh): APP_URL, REDIS_PORT, REDIS_DIR,
 * PG_DATA, PG_PORT, PG_SOCKET_DIR, OUTAGE_SECONDS (default 30).
 */
import { spawn, execFileSync } from 'node:child_process'

const base = process.env.APP_URL
const outageSeconds = Number(process.env.OUTAGE_SECONDS || 30)
const pgBin = process.env.PG_BIN || '/usr/lib/postgresql/15/bin'
const member = { email: 'member@lexpat.test', password: 'Lexpat-demo-2026' }

// ---------------------------------------------------------------- services
let redis = null
function startRedis() {
  redis = spawn(
    'redis-server',
    [
      '--port',
      process.env.REDIS_PORT,
      '--bind',
      '127.0.0.1',
      '--save',
      '3600 1',
      '--dir',
      process.env.REDIS_DIR,
    ],
    { stdio: 'ignore' }
  )
}
function stopRedis() {
  const child = redis
  redis = null
  return new Promise((resolve) => {
    child.once('exit', resolve)
    child.kill('SIGTERM')
  })
}
function pgCtl(action) {
  const args = ['-D', process.env.PG_DATA, '-w', '-l', `${process.env.PG_DATA}/../pg.log`]
  if (action === 'start') {
    args.push(
      '-o',
      `-p ${process.env.PG_PORT} -k ${process.env.PG_SOCKET_DIR} -c listen_addresses=127.0.0.1`
    )
  } else {
    args.push('-m', 'fast')
  }
  execFileSync('runuser', ['-u', 'postgres', '--', `${pgBin}/pg_ctl`, ...args, action], {
    stdio: 'ignore',
  })
}

// ---------------------------------------------------------------- HTTP
class Visitor {
  cookies = new Map()
  async request(method, path, { headers = {}, form } = {}) {
    const all = { ...headers }
    if (this.cookies.size) all.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf && method !== 'GET') all['x-xsrf-token'] = decodeURIComponent(xsrf)
    let body
    if (form) {
      body = new URLSearchParams(form).toString()
      all['content-type'] = 'application/x-www-form-urlencoded'
    }
    const started = performance.now()
    try {
      const response = await fetch(base + path, {
        method,
        headers: all,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      })
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const i = pair.indexOf('=')
        this.cookies.set(pair.slice(0, i), pair.slice(i + 1))
      }
      const text = await response.text()
      return {
        status: response.status,
        headers: response.headers,
        text,
        ms: performance.now() - started,
      }
    } catch {
      return { status: 0, headers: new Headers(), text: '', ms: performance.now() - started }
    }
  }
}

const anonymous = new Visitor()
const signedIn = new Visitor()
let inertiaVersion = ''
let tick = 0

/** The mix, one of each per round. `ok` says what a normal answer is. */
const KINDS = {
  'cached public page': {
    run: () => anonymous.request('GET', '/view-plans', { headers: { accept: 'text/html' } }),
    ok: (r) => r.status === 200,
  },
  'uncached public page': {
    // A query string the cache has never seen: a full render.
    run: () =>
      anonymous.request('GET', `/faqs/general?miss=${tick++}`, {
        headers: { accept: 'text/html' },
      }),
    ok: (r) => r.status === 200,
  },
  'signed-in page': {
    run: () =>
      signedIn.request('GET', '/settings/profile-details', {
        headers: {
          'x-inertia': 'true',
          'x-inertia-version': inertiaVersion,
          'accept': 'text/html',
        },
      }),
    ok: (r) => r.status === 200,
  },
  'sign-in (rate-limited)': {
    // A wrong password: a normal answer is the field error (302 back), never a 500.
    run: () =>
      new Visitor().request('POST', '/login', {
        headers: { accept: 'text/html', referer: `${base}/login` },
        form: { email: 'nobody@example.com', password: 'wrong-password' },
      }),
    ok: (r) => r.status === 302 || r.status === 422 || r.status === 419,
  },
  '/health/ready': {
    run: () => anonymous.request('GET', '/health/ready'),
    ok: (r) => r.status === 200,
  },
}

const results = [] // { phase, kind, status, retryAfter, at }

async function round(phase) {
  await Promise.all(
    Object.entries(KINDS).map(async ([kind, { run }]) => {
      const r = await run()
      results.push({
        phase,
        kind,
        status: r.status,
        retryAfter: r.headers.has('retry-after'),
        at: Date.now(),
        ok: KINDS[kind].ok(r),
      })
    })
  )
}

async function drive(phase, ms) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    await round(phase)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

/** After a restart: rounds until every kind answered normally; returns ms per kind. */
async function recover(phase, since) {
  const recovered = {}
  const deadline = Date.now() + 60_000
  while (Object.keys(recovered).length < Object.keys(KINDS).length && Date.now() < deadline) {
    const before = results.length
    await round(phase)
    for (const r of results.slice(before)) {
      if (r.ok && recovered[r.kind] === undefined) recovered[r.kind] = r.at - since
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return recovered
}

async function signIn() {
  await signedIn.request('GET', '/csrf')
  const r = await signedIn.request('POST', '/login', {
    headers: { accept: 'text/html' },
    form: member,
  })
  if (r.status !== 302) throw new Error(`sign-in failed: ${r.status}`)
  const probe = await signedIn.request('GET', '/view-plans', {
    headers: { 'x-inertia': 'true', 'x-inertia-version': '-' },
  })
  inertiaVersion = probe.headers.get('x-inertia-version') ?? ''
}

function table(title, phases, recoveries) {
  console.log(`\n### ${title}\n`)
  console.log(
    '| phase | request | answers (status × count) | 5xx other than 503 | 503 with Retry-After | back to normal after restart |'
  )
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const phase of phases) {
    for (const kind of Object.keys(KINDS)) {
      const rows = results.filter((r) => r.phase === phase && r.kind === kind)
      if (rows.length === 0) continue
      const counts = {}
      for (const r of rows) counts[r.status] = (counts[r.status] ?? 0) + 1
      const answers = Object.entries(counts)
        .map(([s, n]) => `${s === '0' ? 'no answer' : s} × ${n}`)
        .join(', ')
      const bad = rows.filter((r) => r.status >= 500 && r.status !== 503).length
      const unavailable = rows.filter((r) => r.status === 503)
      const withHeader = unavailable.filter((r) => r.retryAfter).length
      const retry = unavailable.length ? `${withHeader}/${unavailable.length}` : '–'
      const back = recoveries[phase]?.[kind]
      console.log(
        `| ${phase} | ${kind} | ${answers} | ${bad} | ${retry} | ${back === undefined ? '–' : `${(back / 1000).toFixed(2)} s`} |`
      )
    }
  }
}

// ---------------------------------------------------------------- drill
startRedis()
const redisStarted = Date.now()
for (let i = 0; i < 100; i++) {
  const ready = await anonymous.request('GET', '/health/ready')
  if (ready.status === 200) break
  await new Promise((resolve) => setTimeout(resolve, 100))
}
console.log(
  `ready ${((Date.now() - redisStarted) / 1000).toFixed(2)} s after Redis started (no request needed)`
)
await signIn()
// Warm the render cache with the cached page (anonymous, three times: rendered,
// rendered and stored, then a hit).
await anonymous.request('GET', '/view-plans', { headers: { accept: 'text/html' } })
await anonymous.request('GET', '/view-plans', { headers: { accept: 'text/html' } })
const hit = await anonymous.request('GET', '/view-plans', { headers: { accept: 'text/html' } })
if (hit.headers.get('x-render-cache') !== 'hit')
  console.log('note: /view-plans did not come from the render cache')

const recoveries = {}
await drive('before', 5_000)

await stopRedis()
await drive('Redis down', outageSeconds * 1000)
startRedis()
recoveries['Redis down'] = await recover('Redis back', Date.now())
await drive('Redis back', 3_000)

pgCtl('stop')
await drive('PostgreSQL down', outageSeconds * 1000)
pgCtl('start')
recoveries['PostgreSQL down'] = await recover('PostgreSQL back', Date.now())
await drive('PostgreSQL back', 3_000)

table(
  `Outage drill: ${outageSeconds} s each, a round of 5 requests every ~150 ms`,
  ['before', 'Redis down', 'Redis back', 'PostgreSQL down', 'PostgreSQL back'],
  recoveries
)
const bad = results.filter((r) => r.status >= 500 && r.status !== 503).length
const missing = results.filter((r) => r.status === 503 && !r.retryAfter).length
console.log(
  `\nTotal: ${results.length} requests, ${bad} 5xx other than 503, ${missing} 503 without Retry-After.`
)
await stopRedis()
process.exit(bad === 0 && missing === 0 ? 0 : 1)
