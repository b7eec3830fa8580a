import { createHash, randomUUID } from 'node:crypto'
import settings from '#services/settings_store'

/**
 * The version of the public content, part of the render cache's key
 * (app/services/render_cache.ts): when staff change what public pages show,
 * cached renders stop matching.
 *
 * It has two parts:
 * - the settings table's fingerprint. Every web process re-reads that table
 *   at most every two seconds (settings_store), so any setting written by
 *   any process or ace command (maintenance mode, the language-picker flag,
 *   contact channels…) invalidates every process's renders by itself;
 * - `bumpContentVersion()`, for content kept in other tables (plans, FAQs,
 *   blog, reviews, terms): it bumps this process at once and writes a
 *   `content_version` setting, which reaches the other processes through
 *   the fingerprint. Every service that saves public content calls it.
 */
const CONTENT_VERSION_KEY = 'content_version'

let local = 0
const fingerprints = new WeakMap<Map<string, unknown>, string>()

function fingerprint(values: Map<string, unknown>): string {
  let known = fingerprints.get(values)
  if (!known) {
    const sorted = [...values.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    known = createHash('sha1').update(JSON.stringify(sorted)).digest('base64url').slice(0, 12)
    fingerprints.set(values, known)
  }
  return known
}

export async function contentVersion(): Promise<string> {
  return `${local}.${fingerprint(await settings.all())}`
}

/** Staff changed public content: cached public pages must be rendered again. */
export async function bumpContentVersion(): Promise<void> {
  local += 1
  await settings.set(CONTENT_VERSION_KEY, randomUUID())
}

/** This process only (for writes that already change the settings table). */
export function bumpLocalContentVersion(): void {
  local += 1
}
