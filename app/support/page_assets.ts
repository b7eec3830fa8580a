import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import vite from '@adonisjs/vite/services/main'
import { MODULE_LOADER_SCRIPT } from '#support/module_loader'

/** The browser entry every page loads (resources/views/inertia_layout.edge). */
export const ENTRY = 'inertia/app.tsx'
/** Self-hosted Thai font (inertia/css/app.css), preloaded on Thai pages only. */
export const THAI_FONT =
  'node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2'

/**
 * The public shell's islands (inertia/layouts/public_layout.tsx): every page
 * fetches their code beside its own (`preloadIslands()` in inertia/app.tsx).
 * tests/unit/page_assets.spec.ts checks this list against the layout.
 */
export const ISLANDS = [
  'inertia/components/header/site_header.tsx',
  'inertia/components/site_footer.tsx',
  'inertia/components/region_modal.tsx',
  'inertia/components/consent_banner.tsx',
  'inertia/components/flash_toasts.tsx',
  'inertia/components/mobile_banner.tsx',
  'inertia/components/chat/chat_launcher.tsx',
]

type Chunk = { file: string; css?: string[]; imports?: string[] }
type Tags = { head: string; thaiFontPreload: string }
let built: Tags | undefined
let inlineCss = ''

/**
 * Stands for the inline stylesheet in the layout's output until Edge has
 * finished with it (`withInlineCss`, an Edge output processor in
 * start/view.ts): Edge runs a regular expression over the whole document it
 * rendered, and the 52 KB stylesheet made up half of it (3-6 % of a render's
 * CPU).
 */
export const INLINE_CSS_MARKER = '<!--lexpat:inline-css-->'

/** The rendered document with the stylesheet in place of its marker (a page without one is left as is). */
export function withInlineCss(output: string): string | undefined {
  const at = output.indexOf(INLINE_CSS_MARKER)
  if (at === -1) return undefined
  return output.slice(0, at) + inlineCss + output.slice(at + INLINE_CSS_MARKER.length)
}

/**
 * What the production layout puts in the head, built once per process: the
 * stylesheet itself, inline (about 8.5 KB brotli), instead of a link to it,
 * so the first paint waits for no stylesheet request (a render-blocking round
 * trip of ~150 ms on a slow mobile connection, the largest part of LCP on
 * the public pages). Thai pages also preload the Thai font the stylesheet
 * declares. No script: the page's JavaScript loads after the first paint
 * (`moduleLoader`). In development, the layout uses Vite's own tags (HMR).
 */
export async function productionHead(): Promise<Tags> {
  if (built) return built
  const manifest = vite.manifest() as Record<string, Chunk>
  const css = (manifest[ENTRY]?.css ?? [])
    .map((file) => readFileSync(app.makePath('public/assets', file), 'utf8'))
    .join('\n')
  // The stylesheet is inline. Its link stays, disabled (never fetched nor applied), for
  // Vite's preload helper: a lazy chunk that shares code with the entry lists the entry's
  // stylesheet among its dependencies, and the helper adds a link to it unless the page
  // has one, fetching the same 52 KB again after hydration and restyling the whole page
  // (a long task on a phone).
  const known = (manifest[ENTRY]?.css ?? []).map(
    (file) => `<link rel="stylesheet" href="${vite.assetsUrl()}/${file}" disabled>`
  )
  inlineCss = `<style>${css.replaceAll('</style', '<\\/style')}</style>`
  built = {
    head: [INLINE_CSS_MARKER, ...known].join('\n'),
    thaiFontPreload: `<link rel="preload" as="font" type="font/woff2" href="${vite.assetPath(THAI_FONT)}" crossorigin>`,
  }
  return built
}

/** What `names` import statically, themselves included (manifest keys). */
function closure(manifest: Record<string, Chunk>, names: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name) || !manifest[name]) return
    seen.add(name)
    for (const imported of manifest[name].imports ?? []) visit(imported)
  }
  names.forEach(visit)
  return seen
}

/**
 * The files the first load of a page fetches, in the manifest's terms: the
 * entry, what it imports statically, and the page's own chunk with the
 * islands' and everything they import that the entry does not. A root
 * missing from the manifest is skipped: Vite puts a module that other chunks
 * also import statically into a shared chunk, reached through them.
 */
export function firstLoadFiles(
  manifest: Record<string, Chunk>,
  entry: string,
  roots: string[]
): { entry: string; imports: string[]; chunks: string[] } {
  const inEntry = closure(manifest, [entry])
  const file = (name: string) => manifest[name].file
  return {
    entry: file(entry),
    imports: [...inEntry].filter((name) => name !== entry).map(file),
    chunks: [...closure(manifest, roots)].filter((name) => !inEntry.has(name)).map(file),
  }
}

const loaders = new Map<string, string>()

/**
 * The end of a production page's body: MODULE_LOADER_SCRIPT
 * (#support/module_loader) with the page's lists, built once per process and
 * page component. After the first paint it preloads the entry's imports and
 * the page's and the islands' chunks, a few to a task, then loads the entry.
 */
export function moduleLoader(component: string | undefined): string {
  const key = component ?? ''
  const known = loaders.get(key)
  if (known !== undefined) return known
  const page = component ? [`inertia/pages/${component}.tsx`] : []
  const files = firstLoadFiles(vite.manifest() as Record<string, Chunk>, ENTRY, [
    ...page,
    ...ISLANDS,
  ])
  const urls = (list: string[]) => list.map((file) => `${vite.assetsUrl()}/${file}`).join(' ')
  const tag =
    `<script data-entry="${urls([files.entry])}" data-imports="${urls(files.imports)}" ` +
    `data-chunks="${urls(files.chunks)}">${MODULE_LOADER_SCRIPT}</script>`
  loaders.set(key, tag)
  return tag
}
