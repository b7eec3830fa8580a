import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import vite from '@adonisjs/vite/services/main'

/** The browser entry every page loads (resources/views/inertia_layout.edge). */
export const ENTRY = 'inertia/app.tsx'
/** Self-hosted Thai font (inertia/css/app.css), preloaded on Thai pages only. */
export const THAI_FONT =
  'node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2'

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
 * the public pages); then the entry's module script and preloads as Vite
 * writes them. Thai pages also preload the Thai font the stylesheet
 * declares. In development, the layout uses Vite's own tags (HMR).
 */
export async function productionHead(): Promise<Tags> {
  if (built) return built
  const manifest = vite.manifest() as Record<string, { file: string; css?: string[] }>
  const css = (manifest[ENTRY]?.css ?? [])
    .map((file) => readFileSync(app.makePath('public/assets', file), 'utf8'))
    .join('\n')
  const entryTags = await vite.generateEntryPointsTags([ENTRY])
  const tags = entryTags.map(String)
  // The stylesheet and its preload: it is inline. Its link stays, disabled (never
  // fetched nor applied), for Vite's preload helper: a lazy chunk that shares code with
  // the entry lists the entry's stylesheet among its dependencies, and the helper adds
  // a link to it unless the page has one, fetching the same 52 KB again after
  // hydration and restyling the whole page (a long task on a phone).
  const scripts = tags.filter((tag) => !/rel="stylesheet"|as="style"/.test(tag))
  const known = tags
    .filter((tag) => tag.includes('rel="stylesheet"'))
    .map((tag) => tag.replace(/\s*\/?>$/, ' disabled>'))
  inlineCss = `<style>${css.replaceAll('</style', '<\\/style')}</style>`
  built = {
    head: `${INLINE_CSS_MARKER}\n${[...known, ...scripts].join('\n')}`,
    thaiFontPreload: `<link rel="preload" as="font" type="font/woff2" href="${vite.assetPath(THAI_FONT)}" crossorigin>`,
  }
  return built
}
