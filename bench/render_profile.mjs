#!/usr/bin/env node
/**
 * Where the time of a full server render goes (DESIGN §6).
 *
 *   node bench/render_profile.mjs [--no-build] [--runs N] [--load-seconds S] [--save FILE]
 *                                 [--dump DIR]
 *
 * Builds (`npm run build`; --no-build reuses build/), starts the production
 * server (`npm start`'s Node flags) on a throw-away SQLite file with the demo
 * data, with the render cache off (RENDER_CACHE_MB=0: every request renders),
 * SERVER_TIMING=on and the inspector on a loopback port, then:
 *
 * 1. renders each page N times in turn (--runs, 30) — home in English and
 *    Thai, view-plans, the general FAQ and the first blog article — as a
 *    browser asks for them (Accept-Encoding: br, gzip), and prints the
 *    median of each phase from the Server-Timing spans:
 *      request    session, auth, locale and the controller's own queries
 *                 (total − render − send)
 *      shared     the shared props (#middleware/inertia_middleware)
 *      transl.    of which the translation bundles (#support/page_translations)
 *      page       the page's own props resolved into the page object (page − shared)
 *      react      React's server render (render − page − view)
 *      html       the HTML template around it, the page object's JSON included (view)
 *      send       ETag and compression (#middleware/public_cache_middleware)
 * 2. records a CPU profile (Node's inspector, Profiler domain) over those
 *    renders and prints the self time by where the code lives (React, the
 *    page components, Edge, Inertia, Lucid, the app's folders, Node's own)
 *    and the heaviest functions; --save FILE writes the .cpuprofile (open it
 *    in Chrome DevTools › Performance);
 * 3. holds 32 uncached renders of home in flight for --load-seconds (5; 0
 *    skips it) and prints renders/s, p50, p99, 503 answers and the web
 *    process's peak RSS.
 *
 * --dump DIR writes each page's HTML (asset hashes and the assets version
 * blanked out) to DIR, to compare what a change to the render does to the
 * pages: `diff -r before/ after/`.
 *
 * Port: BENCH_APP_PORT (3512). The figures are the machine's: run it on an
 * otherwise idle one (on a shared machine, `nice -n 19` and read them as
 * relative).
 */
import { execSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEMO_ARTICLE_PATH, insertDemoArticle } from './lib/demo_article.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const BUILD = join(ROOT, 'build')
const NODE = join(ROOT, 'node_modules/.bin/node')
const PORT = Number(process.env.BENCH_APP_PORT ?? 3512)
const BASE = `http://127.0.0.1:${PORT}`
const arg = (name, fallback) => {
  const index = process.argv.indexOf(name)
  return index === -1 ? fallback : process.argv[index + 1]
}
const RUNS = Number(arg('--runs', 30))
const LOAD_SECONDS = Number(arg('--load-seconds', 5))
const SAVE = arg('--save', null)
const DUMP = arg('--dump', null)
const IN_FLIGHT = 32
const DATABASE = 'tmp/bench-render.sqlite3'

if (!process.argv.includes('--no-build') || !existsSync(join(BUILD, 'bin/server.js'))) {
  if (!existsSync(join(ROOT, '.adonisjs/client/registry'))) {
    execSync('npx node ace codegen', {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'test' },
    })
  }
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' })
}
if (!existsSync(join(BUILD, 'node_modules'))) {
  symlinkSync(join(ROOT, 'node_modules'), join(BUILD, 'node_modules'))
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(PORT),
  APP_URL: BASE,
  APP_KEY: randomBytes(32).toString('base64url'),
  LOG_LEVEL: 'warn',
  SESSION_DRIVER: 'database',
  DB_CONNECTION: 'sqlite',
  SQLITE_FILENAME: DATABASE,
  SERVER_TIMING: 'on',
  RENDER_CACHE_MB: '0',
  WORKER_WATCH: 'off',
}
mkdirSync(join(BUILD, 'tmp'), { recursive: true })
for (const suffix of ['', '-wal', '-shm']) {
  rmSync(join(BUILD, `${DATABASE}${suffix}`), { force: true })
}
for (const args of [
  ['ace.js', 'migration:run', '--force'],
  ['ace.js', 'db:seed'],
]) {
  const step = spawnSync(NODE, args, { cwd: BUILD, env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (step.status !== 0) {
    console.error(`${args.slice(1).join(' ')} failed`)
    process.exit(1)
  }
}

await insertDemoArticle(ROOT, join(BUILD, DATABASE))

const server = spawn(
  NODE,
  [
    '--max-old-space-size=192',
    '--max-semi-space-size=16',
    '--inspect=127.0.0.1:0',
    'bin/server.js',
  ],
  { cwd: BUILD, env, stdio: ['ignore', 'ignore', 'pipe'] }
)
process.on('exit', () => server.kill())
process.on('SIGINT', () => process.exit(130))
const inspectorUrl = new Promise((resolve) => {
  let text = ''
  server.stderr.on('data', (chunk) => {
    text += chunk
    const match = /Debugger listening on (ws:\/\/\S+)/.exec(text)
    if (match) resolve(match[1])
    // Past the banner, the app's own warnings go to our stderr.
    if (match && !/Debugger|For help/.test(String(chunk))) process.stderr.write(chunk)
  })
})

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not start')
}

/** A minimal Chrome DevTools Protocol client over the inspector's WebSocket. */
async function inspector(url) {
  const socket = new WebSocket(url)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let next = 0
  const pending = new Map()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data))
    const waiter = pending.get(message.id)
    if (!waiter) return
    pending.delete(message.id)
    if (message.error) waiter.reject(new Error(message.error.message))
    else waiter.resolve(message.result)
  })
  return {
    send(method, params = {}) {
      const id = ++next
      socket.send(JSON.stringify({ id, method, params }))
      return new Promise((resolve, reject) => pending.set(id, { resolve, reject }))
    },
    close: () => socket.close(),
  }
}

const HEADERS = { 'accept': 'text/html', 'accept-encoding': 'br, gzip' }
const withQuery = (path, query) => `${path}${path.includes('?') ? '&' : '?'}${query}`

async function render(path) {
  const response = await fetch(`${BASE}${path}`, { headers: HEADERS })
  await response.arrayBuffer()
  const spans = {}
  for (const part of (response.headers.get('server-timing') ?? '').split(',')) {
    const [name, duration] = part.trim().split(';dur=')
    if (name) spans[name] = Number(duration)
  }
  return { status: response.status, spans }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0
}
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]
    : 0
}

/** The phases of one render, from its Server-Timing spans (see the header). */
function phases(spans) {
  const get = (name) => spans[name] ?? 0
  return {
    request: get('total') - get('render') - get('send'),
    shared: get('props'),
    transl: get('translations'),
    page: get('page') - get('props'),
    react: get('render') - get('page') - get('view'),
    html: get('view'),
    send: get('send'),
    total: get('total'),
  }
}

/* ── CPU profile summary ──────────────────────────────────────────────── */

/** Where a frame's code lives, as a short label. */
function placeOf(frame) {
  const url = frame.url ?? ''
  if (!url) {
    if (frame.functionName === '(garbage collector)') return 'V8: garbage collector'
    if (frame.functionName === '(idle)') return '(idle)'
    if (frame.functionName === '(program)') return 'V8: (program)'
    return 'V8 builtins'
  }
  if (url.startsWith('node:')) return `Node: ${url.slice(5).split('/')[0]}`
  const modules = url.lastIndexOf('/node_modules/')
  if (modules !== -1) {
    const rest = url.slice(modules + 14).split('/')
    const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
    if (name === 'react-dom') return 'React (react-dom/server)'
    return name
  }
  const inBuild = url.indexOf('/build/')
  const local = inBuild === -1 ? url : url.slice(inBuild + 7)
  if (local.includes('assets/server/')) return 'page components (SSR bundle)'
  const parts = local.replace(/^file:\/\//, '').split('/')
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]
}

/** Bytes allocated, by where the allocating code lives (the sampled heap profile's tree). */
function allocations(heap) {
  const places = new Map()
  let total = 0
  const visit = (node) => {
    if (node.selfSize) {
      const place = placeOf(node.callFrame)
      places.set(place, (places.get(place) ?? 0) + node.selfSize)
      total += node.selfSize
    }
    for (const child of node.children ?? []) visit(child)
  }
  visit(heap.head)
  return {
    total,
    places: [...places]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([name, bytes]) => [name, bytes, (100 * bytes) / total]),
  }
}

function summarise(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const self = new Map()
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
  })
  const places = new Map()
  const functions = new Map()
  let busy = 0
  for (const [id, micros] of self) {
    const frame = byId.get(id).callFrame
    const place = placeOf(frame)
    if (place === '(idle)') continue
    busy += micros
    places.set(place, (places.get(place) ?? 0) + micros)
    const name = `${frame.functionName || '(anonymous)'} ${place}${frame.url ? `:${frame.lineNumber + 1}` : ''}`
    functions.set(name, (functions.get(name) ?? 0) + micros)
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => [name, micros / 1000, (100 * micros) / busy])
  return { busy: busy / 1000, places: top(places, 18), functions: top(functions, 15) }
}

/* ── run ──────────────────────────────────────────────────────────────── */

await waitForServer()
const PAGES = [
  ['home', '/'],
  ['home (Thai)', '/?lang=th'],
  ['view-plans', '/view-plans'],
  ['general FAQ', '/faqs/general'],
  ['blog article', DEMO_ARTICLE_PATH],
]
if (DUMP) {
  mkdirSync(DUMP, { recursive: true })
  for (const [name, path] of PAGES) {
    const html = await (await fetch(`${BASE}${path}`)).text()
    const normalised = html
      .replace(/-[A-Za-z0-9_-]{8}\.(js|css|woff2)/g, '-HASH.$1')
      .replace(/"version":"[0-9a-f]+"/g, '"version":"-"')
    writeFileSync(join(DUMP, `${name.replace(/\W+/g, '_')}.html`), normalised)
  }
}
// Warm-up: the first renders compile templates and JIT the code.
for (const [, path] of PAGES) {
  for (let index = 0; index < 5; index++) {
    const { status } = await render(withQuery(path, `warm=${index}`))
    if (status !== 200) throw new Error(`${path} answered ${status}`)
  }
}

const cdp = await inspector(await inspectorUrl)
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 250 })
await cdp.send('Profiler.start')
// Every allocation, also those a garbage collection has freed since (what the collector pays for).
await cdp.send('HeapProfiler.enable')
await cdp.send('HeapProfiler.startSampling', {
  samplingInterval: 16384,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
})
const results = []
for (const [name, path] of PAGES) {
  const rows = []
  for (let index = 0; index < RUNS; index++) {
    const { status, spans } = await render(withQuery(path, `profile=${index}`))
    if (status !== 200) throw new Error(`${path} answered ${status}`)
    rows.push(phases(spans))
  }
  results.push([name, rows])
}
const { profile } = await cdp.send('Profiler.stop')
const { profile: heap } = await cdp.send('HeapProfiler.stopSampling')
if (SAVE) writeFileSync(SAVE, JSON.stringify(profile))

const COLUMNS = ['request', 'shared', 'transl', 'page', 'react', 'html', 'send', 'total']
console.log(
  `\nOne full render, uncached (median of ${RUNS} sequential renders per page, ms; ` +
    `transl. is within shared)\n`
)
console.log(['page'.padEnd(16), ...COLUMNS.map((column) => column.padStart(9))].join(''))
for (const [name, rows] of results) {
  console.log(
    [
      name.padEnd(16),
      ...COLUMNS.map((column) =>
        median(rows.map((row) => row[column]))
          .toFixed(2)
          .padStart(9)
      ),
    ].join('')
  )
}

const summary = summarise(profile)
console.log(
  `\nCPU profile of those renders: ${summary.busy.toFixed(0)} ms on the CPU, self time by place\n`
)
for (const [place, ms, share] of summary.places) {
  console.log(`${place.padEnd(44)}${ms.toFixed(0).padStart(8)} ms${share.toFixed(1).padStart(7)} %`)
}
const renders = RUNS * PAGES.length
const allocated = allocations(heap)
console.log(
  `\nMemory allocated by those renders: ${(allocated.total / renders / 1024 / 1024).toFixed(2)} MB a render, by place\n`
)
for (const [place, bytes, share] of allocated.places) {
  console.log(
    `${place.padEnd(44)}${(bytes / renders / 1024).toFixed(0).padStart(8)} KB${share.toFixed(1).padStart(7)} %`
  )
}
console.log('\nHeaviest functions (self time)\n')
for (const [name, ms, share] of summary.functions) {
  console.log(
    `${name.slice(0, 80).padEnd(82)}${ms.toFixed(0).padStart(7)} ms${share.toFixed(1).padStart(6)} %`
  )
}

/* ── under load: 32 renders in flight ─────────────────────────────────── */

const rssKb = () =>
  Number(
    spawnSync('ps', ['-o', 'rss=', '-p', String(server.pid)], { encoding: 'utf8' }).stdout.trim()
  ) || 0
const heapOf = async () => {
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: 'JSON.stringify(process.memoryUsage())',
    returnByValue: true,
  })
  return JSON.parse(result.value)
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
{
  const usage = await heapOf()
  console.log(
    `\nAt rest after those renders: RSS ${(rssKb() / 1024).toFixed(0)} MB ` +
      `(V8 heap ${mb(usage.heapUsed)} used of ${mb(usage.heapTotal)}, ` +
      `external ${mb(usage.external)}, array buffers ${mb(usage.arrayBuffers)})`
  )
}

if (LOAD_SECONDS > 0) {
  let peakRss = 0
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssKb())
  }, 200)
  const latencies = []
  const statuses = new Map()
  const end = Date.now() + LOAD_SECONDS * 1000
  let counter = 0
  async function worker() {
    while (Date.now() < end) {
      const started = performance.now()
      const response = await fetch(`${BASE}/?load=${++counter}`, { headers: HEADERS })
      await response.arrayBuffer()
      latencies.push(performance.now() - started)
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    }
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  const elapsed = (performance.now() - began) / 1000
  clearInterval(sampler)
  console.log(`\nUnder load: ${IN_FLIGHT} uncached renders of / in flight for ${LOAD_SECONDS} s\n`)
  console.log(`renders/s ${(latencies.length / elapsed).toFixed(1)}`)
  console.log(
    `p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`
  )
  console.log(`answers ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`)
  console.log(`peak RSS ${(peakRss / 1024).toFixed(0)} MB`)
}
cdp.close()
server.kill()
process.exit(0)
