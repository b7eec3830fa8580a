import { test } from '@japa/runner'
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PAGE_KEYS, coveredBy, isChromeKey, pageKeyPrefixes } from '#support/page_translations'

/**
 * Reads the React sources the way a reviewer would: every string literal or
 * template that names translation keys, in a page and everything it imports.
 * A page whose entry in app/support/page_translations.ts misses one of them
 * would show that key raw after an Inertia visit.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const INERTIA = join(ROOT, 'inertia')

function flatten(value: unknown, prefix: string, into: string[]) {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, `${prefix}.${key}`, into)
  } else into.push(prefix)
}

const KEYS: string[] = []
for (const file of readdirSync(join(ROOT, 'resources/lang/en'))) {
  const namespace = file.replace(/\.json$/, '')
  flatten(JSON.parse(readFileSync(join(ROOT, 'resources/lang/en', file), 'utf8')), namespace, KEYS)
}
const NAMESPACES = new Set(KEYS.map((key) => key.split('.')[0]))

function resolveImport(from: string, spec: string): string | null {
  let base: string
  if (spec.startsWith('~/')) base = join(INERTIA, spec.slice(2))
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec)
  else return null
  for (const candidate of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

function closure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry) || !/\.tsx?$/.test(entry)) return seen
  seen.add(entry)
  const source = readFileSync(entry, 'utf8')
  // Type-only imports bring no code to the browser (FaqGroup's type lives in a server controller).
  for (const match of source.matchAll(
    /(?:import|export)(?!\s+type\b)[^'"]*?from\s+['"]([^'"]+)['"]/g
  )) {
    const target = resolveImport(entry, match[1])
    if (target) closure(target, seen)
  }
  return seen
}

/** The dictionary keys a file names, literally or through a template. */
function keysNamedIn(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const named = new Set<string>()
  for (const match of source.matchAll(/'([a-z_]+\.[A-Za-z0-9_.-]+)'|`([a-z_]+\.[^`]*)`/g)) {
    const text = match[1] ?? match[2]
    if (!NAMESPACES.has(text.split('.')[0])) continue
    const pattern = text
      .split(/\$\{[^}]*\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^.]+')
    // A literal names a key, or a group of keys the code completes (useCards).
    const matcher = new RegExp(`^${pattern}(\\..+)?$`)
    for (const key of KEYS) if (matcher.test(key)) named.add(key)
  }
  return [...named]
}

function pageFiles(dir = join(INERTIA, 'pages')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pageFiles(join(dir, entry.name)) : [join(dir, entry.name)]
  )
}

const CHROME_FILES = new Set(
  ['app.tsx', 'layouts/public_layout.tsx', 'layouts/admin_layout.tsx', 'layouts/layout_for.tsx']
    .filter((file) => existsSync(join(INERTIA, file)))
    .flatMap((file) => [...closure(join(INERTIA, file))])
    .filter((file) => !file.includes('/inertia/pages/'))
)

test.group('Translations per page', () => {
  test('[perf] the layouts read only keys of the chrome bundle', ({ assert }) => {
    const missing = [...CHROME_FILES].flatMap((file) =>
      keysNamedIn(file)
        .filter((key) => !isChromeKey(key))
        .map((key) => `${relative(ROOT, file)}: ${key}`)
    )
    assert.isAbove(CHROME_FILES.size, 10)
    assert.deepEqual(missing, [])
  })

  test('[perf] every page declares the keys it and its components read', ({ assert }) => {
    const missing: string[] = []
    const pages = pageFiles()
    for (const file of pages) {
      const component = relative(join(INERTIA, 'pages'), file).replace(/\.tsx$/, '')
      const prefixes = pageKeyPrefixes(component)
      const hasEntry =
        component in PAGE_KEYS ||
        Object.keys(PAGE_KEYS).some((name) => name.endsWith('/') && component.startsWith(name))
      if (!hasEntry) missing.push(`${component}: no entry in PAGE_KEYS`)
      for (const source of closure(file)) {
        if (CHROME_FILES.has(source)) continue
        for (const key of keysNamedIn(source)) {
          if (!isChromeKey(key) && !coveredBy(key, prefixes)) missing.push(`${component}: ${key}`)
        }
      }
    }
    assert.isAbove(pages.length, 40)
    assert.deepEqual(missing, [])
  })

  test('[perf] a page without an entry gets every page namespace, never a raw key', ({
    assert,
  }) => {
    assert.includeMembers(
      [...pageKeyPrefixes('Marketing/SomethingNew')],
      ['pages', 'plans', 'forms']
    )
    assert.deepEqual(pageKeyPrefixes('Marketing/Plan/Details'), ['plans'])
    assert.deepEqual(pageKeyPrefixes('Marketing/Plan/Why'), ['plans', 'home'])
  })
})
