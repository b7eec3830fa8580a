#!/usr/bin/env node
/**
 * First-load JavaScript per page (issue 8 item 6): builds the production
 * bundle (`npm run build`; pass --no-build to reuse the last one), then adds
 * up, for each page component, the gzip size of the scripts a first visit
 * loads: the entry (inertia/app.tsx) with its static imports, and the page's
 * chunk with its static imports (the browser fetches it before hydrating).
 * Chunks loaded later on demand (dynamic imports) are not counted.
 *
 *   node bench/first_load_js.mjs [--no-build]
 *
 * Target: public pages (Marketing/* and the error pages) ≤ 120 KB gzip.
 */
import { execSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

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
function sizes(file) {
  if (!gzipCache.has(file)) {
    const content = readFileSync(join(assetsDir, file.replace(/^assets\//, '')))
    gzipCache.set(file, { raw: content.length, gzip: gzipSync(content, { level: 6 }).length })
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
      const { raw, gzip } = sizes(file)
      return { raw: sum.raw + raw, gzip: sum.gzip + gzip }
    },
    { raw: 0, gzip: 0 }
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
  `Entry (inertia/app.tsx + static imports): ${kb(entryJs.gzip)} KB gzip, ${kb(entryJs.raw)} KB raw, ${entry.size} files`
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
const publicRows = rows.filter((row) => row.isPublic)
const worst = publicRows.reduce((a, b) => (a.js.gzip > b.js.gzip ? a : b))
console.log('')
console.log(
  `Largest public page: ${worst.component} ${kb(worst.js.gzip)} KB gzip (target ≤ ${TARGET_KB} KB): ${worst.js.gzip <= TARGET_KB * 1024 ? 'met' : 'NOT met'}`
)
process.exitCode = publicRows.every((row) => row.js.gzip <= TARGET_KB * 1024) ? 0 : 1
