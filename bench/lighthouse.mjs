#!/usr/bin/env node
/**
 * Lighthouse mobile on the production build.
 *
 *   node bench/lighthouse.mjs [--no-build] [--runs N]
 *
 * Builds (`npm run build`; --no-build reuses build/), starts the production
 * server on port 3508 (BENCH_PORT) against a throw-away SQLite file with the
 * lookup data, starting content and one blog article seeded, runs
 * Lighthouse's default mobile profile (simulated slow 4G and 4x CPU
 * slowdown) as a first visit (no cookies: the consent banner and the region
 * box show) on every public page type — home in English and Thai,
 * view-plans, a coverage page, the general FAQ, a blog article, contact and
 * get-started — with Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium; nothing downloads a browser), and prints performance,
 * LCP, TBT and CLS per page beside the targets (performance ≥ 97,
 * LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.02). With --runs N each page is measured N times and
 * the median run (by performance score) is reported.
 *
 * Lighthouse itself is fetched by npx at a pinned version (LIGHTHOUSE_VERSION).
 * build/node_modules, when absent, is linked to the project's node_modules.
 */
import { execFileSync, execSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { randomBytes } from 'node:crypto'
import { DEMO_ARTICLE_PATH, insertDemoArticle } from './lib/demo_article.mjs'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const BUILD = join(ROOT, 'build')
const PORT = Number(process.env.BENCH_PORT ?? 3508)
const BASE = `http://localhost:${PORT}`
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const LIGHTHOUSE = `lighthouse@${process.env.LIGHTHOUSE_VERSION ?? '13.5.0'}`
const NODE = join(ROOT, 'node_modules/.bin/node') // Node 24, pinned by the project
const RUNS = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 1
// Every public page type the mobile budget names (DESIGN §6).
const PAGES = [
  ['home', '/'],
  ['home (Thai)', '/?lang=th'],
  ['view-plans', '/view-plans'],
  ['coverage', '/personal-plan/coverage-and-pricing'],
  ['general FAQ', '/faqs/general'],
  ['blog article', DEMO_ARTICLE_PATH],
  ['contact', '/resources/contact-us'],
  ['get-started', '/get-started'],
]
const TARGET = { performance: 97, lcp: 1800, cls: 0.02, tbt: 100 }

if (!existsSync(CHROME_PATH)) {
  console.error(`No Chromium at ${CHROME_PATH}: apt-get install chromium, or set CHROME_PATH`)
  process.exit(2)
}

if (!process.argv.includes('--no-build')) {
  if (!existsSync(join(ROOT, '.adonisjs/client/registry'))) {
    execSync('npx node ace codegen', {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'test' },
    })
  }
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' })
}
if (!existsSync(join(BUILD, 'node_modules')))
  symlinkSync(join(ROOT, 'node_modules'), join(BUILD, 'node_modules'))

const scratch = mkdtempSync(join(tmpdir(), 'lexpat-lighthouse-'))
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  APP_URL: BASE,
  APP_NAME: 'Lexpat',
  APP_KEY: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  TZ: 'UTC',
  DB_CONNECTION: 'sqlite',
  SQLITE_FILENAME: join(scratch, 'db.sqlite3'),
  SESSION_DRIVER: 'database',
  LIMITER_STORE: 'memory',
  MAIL_MAILER: 'log',
  PAYMENT_GATEWAY: 'sandbox',
}
// The server reads its settings from the environment; an empty .env keeps
// the env loader from reading a stale file.
if (!existsSync(join(BUILD, '.env'))) writeFileSync(join(BUILD, '.env'), '')

// Quiet unless they fail (execFileSync throws with their output).
execFileSync(NODE, ['ace', 'migration:run', '--force'], { cwd: BUILD, env, stdio: 'pipe' })
execFileSync(NODE, ['ace', 'db:seed'], { cwd: BUILD, env, stdio: 'pipe' })
await insertDemoArticle(ROOT, env.SQLITE_FILENAME)

const server = spawn(NODE, ['bin/server.js'], {
  cwd: BUILD,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
})
const stop = () => {
  server.kill('SIGTERM')
  rmSync(scratch, { recursive: true, force: true })
}
process.on('exit', stop)

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The production server did not answer on ${BASE}`)
}

function lighthouse(url) {
  const output = execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    {
      // Lighthouse runs on the project's Node 24, first on PATH.
      env: {
        ...process.env,
        CHROME_PATH,
        PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}`,
      },
      maxBuffer: 256 * 1024 * 1024,
    }
  )
  const report = JSON.parse(output.toString())
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true })
    writeFileSync(
      join(
        process.env.LIGHTHOUSE_REPORT_DIR,
        `${(new URL(url).pathname + new URL(url).search).replace(/\W+/g, '_')}.json`
      ),
      output
    )
  }
  const audit = (id) => report.audits[id]
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcp: audit('largest-contentful-paint').numericValue,
    fcp: audit('first-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    lcpElement:
      audit('lcp-breakdown-insight')?.details?.items?.find((item) => item.type === 'node')
        ?.snippet ?? '',
    // What Lighthouse says would help most: failed insights and opportunities.
    opportunities: Object.values(report.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          (a.id.endsWith('-insight') || a.details?.type === 'opportunity')
      )
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  }
}

await waitForServer()
// Warm the server (first renders compile templates and fill caches); the
// figures are for a running site, not a cold start.
for (const [, path] of PAGES)
  for (let i = 0; i < 3; i++) await (await fetch(`${BASE}${path}`)).text()
const rows = []
for (const [name, path] of PAGES) {
  const runs = []
  for (let run = 0; run < RUNS; run++) runs.push(lighthouse(`${BASE}${path}`))
  runs.sort((a, b) => a.performance - b.performance)
  rows.push({ name, path, ...runs[Math.floor(runs.length / 2)] })
}

const mark = (ok) => (ok ? 'met' : 'NOT met')
console.log('')
console.log(
  `Lighthouse ${LIGHTHOUSE.split('@')[1]} mobile, production build, ${new Date().toISOString().slice(0, 10)}${RUNS > 1 ? `, median of ${RUNS} runs` : ''}`
)
console.log('')
console.log('| Page | Performance (≥ 97) | LCP (≤ 1.8 s) | TBT (≤ 100 ms) | CLS (≤ 0.02) | FCP |')
console.log('|---|---:|---:|---:|---:|---:|')
for (const row of rows) {
  console.log(
    `| ${row.name} \`${row.path}\` | ${row.performance} ${mark(row.performance >= TARGET.performance)} | ${(row.lcp / 1000).toFixed(2)} s ${mark(row.lcp <= TARGET.lcp)} | ${Math.round(row.tbt)} ms ${mark(row.tbt <= TARGET.tbt)} | ${row.cls.toFixed(3)} ${mark(row.cls <= TARGET.cls)} | ${(row.fcp / 1000).toFixed(2)} s |`
  )
}
console.log('')
for (const row of rows) {
  console.log(`${row.name}: LCP element ${row.lcpElement.slice(0, 100)}`)
  if (row.opportunities.length) console.log(`  opportunities: ${row.opportunities.join(', ')}`)
}
stop()
process.exit(0)
