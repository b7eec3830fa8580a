import { createHash, randomUUID } from 'node:crypto'
import settings from '#services/platform/settings_store'

/**
 * The version of the public content, part of the render cache's key
 * (app/services/platform/render_cache.ts): when staff change what public pages show,
 * cached renders stop matching.
 *
 * It is the fingerprint of the settings table, which lives in the shared
 * cache (app/services/platform/shared_cache.ts): any setting written through the
 * settings store (maintenance mode, the language picker, contact channels…)
 * drops every process's copy and so changes the version everywhere. Content
 * kept in other tables (plans, FAQs, blog, reviews, terms) calls
 * `bumpContentVersion()`, which writes a `content_version` setting.
 */
const CONTENT_VERSION_KEY = 'content_version'

function fingerprint(values: Map<string, unknown>): string {
  const sorted = [...values.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return createHash('sha1').update(JSON.stringify(sorted)).digest('base64url').slice(0, 12)
}

export async function contentVersion(): Promise<string> {
  return fingerprint(await settings.all())
}

/** Staff changed public content: cached public pages must be rendered again. */
export async function bumpContentVersion(): Promise<void> {
  await settings.set(CONTENT_VERSION_KEY, randomUUID())
}
