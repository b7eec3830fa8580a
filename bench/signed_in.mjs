/*
 * Signed-in requests: where their time goes and how many the app serves.
 *
 * Starts the production build (`npm run build` first when build/ is missing
 * or BENCH_REBUILD=1) on a throw-away SQLite database with the demo data and
 * SERVER_TIMING=on, signs in as the demo member and the demo admin, then:
 *
 * 1. samples each target sequentially (BENCH_SAMPLES, 200) and prints the
 *    median of each Server-Timing span: session (read + write), auth (who is
 *    signed in), activity (session checks), props (shared props), menu (the
 *    member's memberships, read once per page view for the member area's
 *    check, the member menu and a page that lists them; 0 for staff), total;
 * 2. loads each target with wrk (BENCH_SECONDS, 10 s; BENCH_CONNECTIONS, 32),
 *    after an uncounted run of the same load (BENCH_WARMUP, 3 s; 0 skips
 *    it), and prints req/s, p50, p99, the ratio to the trivial route and the
 *    server process's CPU time per request (Linux; it moves less than the
 *    rate between runs on a busy machine, so an A/B reads it first). Every
 *    answer other than 200 is counted (a Lua script: wrk's own count leaves
 *    out redirects, such as a lost session's to the login page), and the
 *    script exits 1 when a run had any.
 *
 * Targets: the trivial route (`GET /health`) anonymous and signed in, an
 * Inertia visit and a full load of Settings › Profile Details (member) and
 * of Admin › Users (admin).
 *
 * Usage: node bench/signed_in.mjs     (port BENCH_APP_PORT, 3511; needs wrk)
 *   BENCH_ONLY=<regex>        only the targets whose name matches (the first one
 *                             measured is the ratio's base)
 *   BENCH_NODE_ARGS="<flags>" more flags for the server's node (a profiler, a preload)
 *   BENCH_BUILD=<folder>      another production build to start (a copy of build/ kept
 *                             inside the checkout, for an A/B of two versions)
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.BENCH_APP_PORT ?? 3511)
const base = `http://127.0.0.1:${port}`
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const samples = Number(process.env.BENCH_SAMPLES ?? 200)
const warmup = Number(process.env.BENCH_WARMUP ?? 3)
const PASSWORD = 'Lexpat-demo-2026'
const node = join(root, 'node_modules/.bin/node')

if (spawnSync('sh', ['-c', 'command -v wrk']).status !== 0) {
  console.error('wrk is missing: apt-get install -y wrk')
  process.exit(1)
}
const buildDir = join(root, process.env.BENCH_BUILD ?? 'build')
if (process.env.BENCH_BUILD && !existsSync(join(buildDir, 'bin/server.js'))) {
  console.error(`${process.env.BENCH_BUILD} holds no production build`)
  process.exit(1)
}
if (!existsSync(join(buildDir, 'bin/server.js')) || process.env.BENCH_REBUILD === '1') {
  console.log('Building…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  APP_URL: base,
  APP_KEY: randomBytes(32).toString('base64url'),
  LOG_LEVEL: 'warn',
  SESSION_DRIVER: process.env.SESSION_DRIVER ?? 'database',
  DB_CONNECTION: 'sqlite',
  SQLITE_FILENAME: 'tmp/bench-signed-in.sqlite3',
  SERVER_TIMING: 'on',
  WORKER_WATCH: 'off',
}
mkdirSync(join(buildDir, 'tmp'), { recursive: true })
for (const suffix of ['', '-wal', '-shm']) {
  rmSync(join(buildDir, `tmp/bench-signed-in.sqlite3${suffix}`), { force: true })
}
// The demo accounts are seeded in development only (database/seeders/main_seeder.ts):
// the seeding step runs as development so that the demo member and admin exist.
for (const [args, stepEnv] of [
  [['build/ace.js', 'migration:run', '--force'], env],
  [['build/ace.js', 'db:seed'], { ...env, NODE_ENV: 'development' }],
]) {
  const step = spawnSync(
    node,
    args.map((arg) => arg.replace(/^build\//, '')),
    {
      cwd: buildDir,
      env: stepEnv,
      stdio: ['ignore', 'ignore', 'inherit'],
    }
  )
  if (step.status !== 0) {
    console.error(`${args.slice(1).join(' ')} failed`)
    process.exit(1)
  }
}

const extraNodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)
const server = spawn(
  node,
  ['--max-old-space-size=192', '--max-semi-space-size=16', ...extraNodeArgs, 'bin/server.js'],
  { cwd: buildDir, env, stdio: ['ignore', 'ignore', 'inherit'] }
)
// SIGTERM, so that a profiler or a preload given in BENCH_NODE_ARGS writes its output on exit.
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)
process.on('SIGINT', () => process.exit(130))

async function waitForServer() {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not start')
}

/** A cookie jar of name → value, fed by Set-Cookie headers. */
function absorb(jar, response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const index = pair.indexOf('=')
    jar.set(pair.slice(0, index), pair.slice(index + 1))
  }
}
const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')

async function signIn(email, path, landing) {
  const jar = new Map()
  absorb(jar, await fetch(`${base}/csrf`))
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'cookie': cookieHeader(jar),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: new URLSearchParams({ email, password: PASSWORD }),
  })
  absorb(jar, response)
  if (response.status !== 302 && response.status !== 303) {
    throw new Error(`signing in as ${email} answered ${response.status}`)
  }
  // A refused sign-in also redirects: the session must open the signed-in page itself.
  const check = await fetch(`${base}${landing}`, {
    headers: { cookie: cookieHeader(jar) },
    redirect: 'manual',
  })
  await check.arrayBuffer()
  if (check.status !== 200) {
    throw new Error(`signed in as ${email}, ${landing} answered ${check.status}: not signed in`)
  }
  return cookieHeader(jar)
}

/** The page object of a full load: its asset version and the once props a browser then holds. */
async function inertiaPage(cookie, path) {
  const html = await (await fetch(`${base}${path}`, { headers: { cookie } })).text()
  // The page object: a JSON script (Inertia 2) or a data-page attribute.
  const script = /<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/.exec(html)
  const attribute = /data-page="(\{[^"]+)"/.exec(html)
  const json = script
    ? script[1]
    : attribute?.[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&')
  if (!json) throw new Error(`no Inertia page at ${path}`)
  const page = JSON.parse(json)
  return { version: page.version ?? '', once: Object.keys(page.onceProps ?? {}) }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0
}

async function sample(target) {
  const spans = new Map()
  for (let index = 0; index < samples; index++) {
    const response = await fetch(`${base}${target.path}`, {
      headers: target.headers,
      redirect: 'manual',
    })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${target.name}: ${response.status}`)
    for (const part of (response.headers.get('server-timing') ?? '').split(',')) {
      const [name, duration] = part.trim().split(';dur=')
      if (!name) continue
      if (!spans.has(name)) spans.set(name, [])
      spans.get(name).push(Number(duration))
    }
  }
  return Object.fromEntries([...spans].map(([name, values]) => [name, median(values)]))
}

// Counts every answer other than 200 (wrk's own count leaves out redirects,
// and a session that was not signed in answers each request with one to the login page).
const statusScript = join(buildDir, 'tmp/bench-signed-in-status.lua')
writeFileSync(
  statusScript,
  `local threads = {}
setup = function(thread) table.insert(threads, thread) end
init = function() other = 0 end
response = function(status) if status ~= 200 then other = other + 1 end end
done = function()
  local total = 0
  for _, thread in ipairs(threads) do total = total + thread:get("other") end
  io.write(string.format("Not 200: %d\\n", total))
end
`
)

/**
 * The server process's CPU time so far in ms (user + system, Linux's /proc), or null.
 * CPU per request moves less than the rate between runs on a shared 2-core machine,
 * where wrk takes part of the same cores.
 */
function cpuMs() {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime and stime: fields 14 and 15 of stat(5), in clock ticks (100 a second).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

function load(target) {
  const headerArgs = Object.entries(target.headers).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ])
  // A run of the same load first, not counted: the first concurrent requests after a start
  // wait on the compiler (p99 2–3 × a warm run's), which is not what a running site sees.
  if (warmup > 0) {
    spawnSync('wrk', [
      '-t2',
      `-c${connections}`,
      `-d${warmup}s`,
      ...headerArgs,
      `${base}${target.path}`,
    ])
  }
  const cpuBefore = cpuMs()
  const run = spawnSync(
    'wrk',
    [
      '-t2',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '--latency',
      '-s',
      statusScript,
      ...headerArgs,
      `${base}${target.path}`,
    ],
    { encoding: 'utf8' }
  )
  const text = run.stdout
  const rate = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? 0)
  const toMs = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1)
  const percentile = (p) => {
    const match = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(text)
    return match ? toMs(match[1], match[2]) : NaN
  }
  const match = /Not 200:\s+(\d+)/.exec(text)
  if (!match)
    throw new Error(`wrk printed no status count for ${target.name}:\n${text}${run.stderr}`)
  const requests = Number(/(\d+) requests in/.exec(text)?.[1] ?? 0)
  const cpuAfter = cpuMs()
  const cpuPerRequest =
    cpuBefore !== null && cpuAfter !== null && requests > 0
      ? (cpuAfter - cpuBefore) / requests
      : NaN
  return {
    rate,
    p50: percentile(50),
    p99: percentile(99),
    notOk: Number(match[1]),
    cpuPerRequest,
  }
}

await waitForServer()
const member = await signIn('member@lexpat.test', '/login', '/settings/profile-details')
const admin = await signIn('admin@lexpat.test', '/admin/login', '/admin/users')
const memberPage = await inertiaPage(member, '/settings/profile-details')
const adminPage = await inertiaPage(admin, '/admin/users')
// What the browser sends on a visit after its first page: the asset version and the once
// props (the translation bundles) it already holds, which the server then leaves out.
const inertia = (cookie, page) => ({
  'cookie': cookie,
  'x-inertia': 'true',
  'x-inertia-version': page.version,
  ...(page.once.length > 0 ? { 'x-inertia-except-once-props': page.once.join(',') } : {}),
})

const targets = [
  { name: 'trivial route, anonymous', path: '/health', headers: {} },
  { name: 'trivial route, member', path: '/health', headers: { cookie: member } },
  {
    name: 'Profile Details, Inertia visit',
    path: '/settings/profile-details',
    headers: inertia(member, memberPage),
  },
  {
    name: 'Profile Details, full load',
    path: '/settings/profile-details',
    headers: { cookie: member },
  },
  {
    name: 'Admin › Users, Inertia visit',
    path: '/admin/users',
    headers: inertia(admin, adminPage),
  },
  { name: 'Admin › Users, full load', path: '/admin/users', headers: { cookie: admin } },
]

const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null
if (only) targets.splice(0, targets.length, ...targets.filter((target) => only.test(target.name)))

const spanNames = ['session', 'auth', 'activity', 'props', 'menu', 'total']
console.log(`\nWhere the time goes (median of ${samples} sequential requests, ms)\n`)
console.log(['target'.padEnd(34), ...spanNames.map((name) => name.padStart(9))].join(''))
for (const target of targets) {
  const spans = await sample(target)
  console.log(
    [
      target.name.padEnd(34),
      ...spanNames.map((name) => (spans[name] ?? 0).toFixed(2).padStart(9)),
    ].join('')
  )
}

console.log(`\nUnder load (wrk, ${connections} connections, ${seconds} s each)\n`)
console.log(
  [
    'target'.padEnd(34),
    'req/s'.padStart(9),
    'p50 ms'.padStart(9),
    'p99 ms'.padStart(9),
    '× trivial'.padStart(11),
    'CPU ms'.padStart(9),
    'not 200'.padStart(9),
  ].join('')
)
let trivial = 0
const invalid = []
for (const target of targets) {
  const result = load(target)
  if (!trivial) trivial = result.rate
  console.log(
    [
      target.name.padEnd(34),
      result.rate.toFixed(0).padStart(9),
      result.p50.toFixed(1).padStart(9),
      result.p99.toFixed(1).padStart(9),
      (result.rate / trivial).toFixed(2).padStart(11),
      result.cpuPerRequest.toFixed(3).padStart(9),
      String(result.notOk).padStart(9),
    ].join('')
  )
  if (result.notOk > 0) invalid.push(target.name)
}
await new Promise((resolve) => {
  server.once('exit', resolve)
  stop()
})
if (invalid.length > 0) {
  console.error(
    `\nAnswers other than 200 under load (the figures measured them): ${invalid.join(', ')}`
  )
  process.exit(1)
}
