#!/usr/bin/env node
/**
 * First-load JavaScript per page: builds the production
 * bundle (`npm run build`; pass --no-build to reuse the last one), then adds
 * up, for each page component, the gzip size of the scripts a first visit
 * loads: the entry (inertia/app.tsx) with its static imports, and the page's
 * chunk with its static imports (the browser fetches it before hydrating).
 * Chunks loaded later on demand (dynamic imports) are not counted.
 *
 *   node bench/first_load_js.mjs [--no-build]
 *
 * Target: public pages (Marketing/* and the error pages) ≤ 120 KB gzip. The
 * summary at the end lists the page types DESIGN §6 budgets (home — the same
 * scripts in English and Thai —, view-plans, a coverage page, the FAQ, a blog
 * article, contact, get-started). Exits 1 when a public page is over.
 */
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const TARGET_KB = 120

if (!process.argv.includes('--no-build')) {
  // The Tuyau registry the client imports is generated, not committed.
  if (!existsSync(join(ROOT, '.adonisjs/client/registry'))) {
    execSync('npx node ace codegen', {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'test' },
    })
  }
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' })
}

const manifestPath = [
  join(ROOT, 'build/public/assets/.vite/manifest.json'),
  join(ROOT, 'public/assets/.vite/manifest.json'),
].find((path) => existsSync(path))
if (!manifestPath) throw new Error('No Vite manifest: run without --no-build')
const assetsDir = dirname(dirname(manifestPath))
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))

const gzipCache = new Map()
/**
 * What the server sends: the gzip (level 9) and brotli copies `npm run build`
 * writes next to each asset (bin/build.js), compressed here the same way
 * when a copy is missing.
 */
function sizes(file) {
  if (!gzipCache.has(file)) {
    const path = join(assetsDir, file.replace(/^assets\//, ''))
    const content = readFileSync(path)
    const gzip = existsSync(`${path}.gz`)
      ? statSync(`${path}.gz`).size
      : gzipSync(content, { level: 9 }).length
    const brotli = existsSync(`${path}.br`)
      ? statSync(`${path}.br`).size
      : brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length
    gzipCache.set(file, { raw: content.length, gzip, brotli })
  }
  return gzipCache.get(file)
}

/** The chunk files a manifest entry loads before it runs: itself and its static imports. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) staticClosure(imported, files)
  return files
}

function cssOf(files) {
  const css = new Set()
  for (const chunk of Object.values(manifest)) {
    if (files.has(chunk.file)) for (const file of chunk.css ?? []) css.add(file)
  }
  return css
}

const entry = staticClosure('inertia/app.tsx')
const kb = (bytes) => (bytes / 1024).toFixed(1)
const total = (files) =>
  [...files].reduce(
    (sum, file) => {
      const { raw, gzip, brotli } = sizes(file)
      return { raw: sum.raw + raw, gzip: sum.gzip + gzip, brotli: sum.brotli + brotli }
    },
    { raw: 0, gzip: 0, brotli: 0 }
  )

const pages = Object.keys(manifest)
  .filter((key) => key.startsWith('inertia/pages/'))
  .sort()
const rows = pages.map((key) => {
  const component = key.replace('inertia/pages/', '').replace(/\.tsx$/, '')
  const files = staticClosure(key, new Set(entry))
  const js = total(files)
  const css = total(cssOf(files))
  const isPublic = component.startsWith('Marketing/') || component.startsWith('Errors/')
  return { component, isPublic, js, css, files: files.size }
})

const entryJs = total(entry)
console.log(
  `Entry (inertia/app.tsx + static imports): ${kb(entryJs.gzip)} KB gzip, ${kb(entryJs.brotli)} KB brotli, ${kb(entryJs.raw)} KB raw, ${entry.size} files`
)
console.log('')
console.log('| Page | JS gzip KB | JS raw KB | CSS gzip KB | files | target ≤ 120 KB |')
console.log('|---|---:|---:|---:|---:|---|')
for (const row of rows) {
  const verdict = row.isPublic
    ? row.js.gzip <= TARGET_KB * 1024
      ? 'met'
      : `over by ${kb(row.js.gzip - TARGET_KB * 1024)} KB`
    : '(not public)'
  console.log(
    `| ${row.component} | ${kb(row.js.gzip)} | ${kb(row.js.raw)} | ${kb(row.css.gzip)} | ${row.files} | ${verdict} |`
  )
}
const PAGE_TYPES = [
  ['home (en and th)', 'Marketing/Home'],
  ['view-plans', 'Marketing/ViewPlans'],
  ['coverage page', 'Marketing/Plan/Coverage'],
  ['FAQ (general)', 'Marketing/FaqGeneral'],
  ['FAQ (a plan)', 'Marketing/Plan/Faq'],
  ['blog article', 'Marketing/BlogShow'],
  ['contact', 'Marketing/ContactUs'],
  ['get-started', 'Marketing/GetStarted'],
]
console.log('')
console.log(
  `| Page type | component | first-load JS gzip KB | brotli KB | budget ${TARGET_KB} KB gzip |`
)
console.log('|---|---|---:|---:|---|')
for (const [label, component] of PAGE_TYPES) {
  const row = rows.find((candidate) => candidate.component === component)
  if (!row) throw new Error(`No page ${component} in the manifest`)
  const over = row.js.gzip - TARGET_KB * 1024
  console.log(
    `| ${label} | ${component} | ${kb(row.js.gzip)} | ${kb(row.js.brotli)} | ${over <= 0 ? 'met' : `over by ${kb(over)} KB`} |`
  )
}

const publicRows = rows.filter((row) => row.isPublic)
const worst = publicRows.reduce((a, b) => (a.js.gzip > b.js.gzip ? a : b))
console.log('')
console.log(
  `Largest public page: ${worst.component} ${kb(worst.js.gzip)} KB gzip (target ≤ ${TARGET_KB} KB): ${worst.js.gzip <= TARGET_KB * 1024 ? 'met' : 'NOT met'}`
)
process.exitCode = publicRows.every((row) => row.js.gzip <= TARGET_KB * 1024) ? 0 : 1
