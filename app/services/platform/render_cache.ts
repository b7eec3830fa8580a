import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Encoding = 'br' | 'gzip'

/**
 * One rendered public response (SSR HTML or Inertia JSON) and its
 * compressed forms, computed once, when first asked for.
 */
export class RenderedPage {
  readonly body: Buffer
  readonly etag: string
  readonly createdAt = Date.now()
  /** Since when one request has been rendering this page again, once it is past its time (RenderCache#get). */
  refreshingSince: number | undefined
  #encoded = new Map<Encoding, Promise<Buffer>>()
  #encodedBytes = 0
  /** Told the size of each compressed copy once it is made (the cache that holds the page counts it). */
  onEncoded: ((bytes: number) => void) | undefined

  constructor(
    text: string,
    readonly contentType: string,
    readonly vary: string,
    /** Security headers of the render (CSP, frame, sniffing…), replayed on every hit. */
    readonly headers: Record<string, string> = {}
  ) {
    this.body = Buffer.from(text)
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url').slice(0, 27)}"`
  }

  get size() {
    return this.body.length
  }

  /** What the page holds in memory: its body and the compressed copies made so far. */
  get heldBytes() {
    return this.body.length + this.#encodedBytes
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    let pending = this.#encoded.get(encoding)
    if (!pending) {
      pending = compress(this.body, encoding, 'stored').then((bytes) => {
        this.#encodedBytes += bytes.length
        this.onEncoded?.(bytes.length)
        return bytes
      })
      this.#encoded.set(encoding, pending)
    }
    return pending
  }
}

/** log2 of the smallest window that holds `length` bytes, within brotli's 16–22 (22 is the default). */
export function brotliWindow(length: number): number {
  return Math.min(22, Math.max(16, Math.ceil(Math.log2(length + 1))))
}

/**
 * Brotli quality 5 for stored pages (compressed once, about 10 % smaller
 * than gzip), 4 for one-off responses (fast enough not to cost more than
 * it saves on the wire). The window is the body's size rounded up to a
 * power of two, not brotli's 4 MB default: the output is the same (the
 * window already holds the whole body), but each compression in flight
 * allocates its window; 32 home pages compressed at once took 58–62 MB
 * more RSS with the default window, 21–23 MB with 256 KB.
 */
export function compress(
  body: Buffer,
  encoding: Encoding,
  use: 'stored' | 'once'
): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: use === 'stored' ? 5 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindow(body.length),
      },
    })
  }
  return gzipAsync(body, { level: 6 })
}

/**
 * In-process LRU of anonymous public renders (DESIGN §6), bounded in bytes.
 * The key holds the URL (with `?lang=`), the locale, whether it is an
 * Inertia visit, and the content version (app/services/content/content_version.ts),
 * so a change staff make is never served from here. Entries also expire
 * after `ttlMs` (as long as a shared cache may keep the page) to bound
 * what content written outside the services could leave stale.
 *
 * When another web process changes the public content, the shared cache's
 * bus empties this store too (start/cache.ts, clearOnContentChange).
 *
 * A page is stored the second time it is rendered, not the first (like
 * nginx's `proxy_cache_min_uses 2`): a URL asked for once — an ad click's
 * own `?gclid=…`, a crawler's or an attacker's made-up query string —
 * would otherwise push the pages people do read out of the store. Under a
 * flood of such URLs the store keeps the pages read more than once.
 * What was seen once is remembered by a short hash of its key, for the
 * last `seenLimit` keys.
 *
 * Size: RENDER_CACHE_MB (default 16; 0 turns it off), counting each
 * page's body and the brotli and gzip copies made of it for browsers. It
 * is part of the web process's memory budget (250 MB of RSS under load,
 * docs/performance.md); nginx's cache in front keeps the public pages
 * too. On in production only: in development a page edited under hot
 * reload must render anew, and tests change content between requests (a
 * test may turn it on).
 */
export class RenderCache {
  #entries = new Map<string, RenderedPage>()
  #bytes = 0
  maxBytes = (env.get('RENDER_CACHE_MB') ?? 16) * 1024 * 1024
  ttlMs = 60_000
  /** How long the other requests get the old copy while one renders an expired page again. */
  refreshMs = 10_000
  enabled = app.inProduction && this.maxBytes > 0
  /** How many keys rendered once (and not stored) are remembered, oldest forgotten first. */
  seenLimit = 4096
  #seenOnce = new Set<string>()

  /**
   * The stored page, or null when there is none or it is older than
   * `ttlMs`. Past its time, the first request gets null and renders the
   * page again (storing the new copy); the requests that come while it
   * renders, for up to `refreshMs`, get the old copy (`refreshingSince` is
   * set) instead of all rendering the same page at once: on a busy page,
   * the minute's expiry used to start one render per connection (p99 of
   * 110 ms where a stored page answers in 20). An expired page is also
   * kept (until replaced or pushed out by the size bound) for
   * `{ stale: true }`: served when the page cannot be rendered because the
   * database or Redis is down (DESIGN §11).
   */
  get(key: string, { stale = false } = {}): RenderedPage | null {
    const entry = this.#entries.get(key)
    if (!entry) {
      return null
    }
    const now = Date.now()
    if (!stale && now - entry.createdAt > this.ttlMs) {
      const someoneRenders =
        entry.refreshingSince !== undefined && now - entry.refreshingSince <= this.refreshMs
      if (!someoneRenders) {
        entry.refreshingSince = now
        return null
      }
    }
    // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry
  }

  /**
   * Whether a page just rendered for `key` is to be stored: yes when a copy
   * is stored already (a page rendered again after its time replaces it) or
   * the key was rendered once before; the first time, the key is only
   * remembered.
   */
  admits(key: string): boolean {
    return this.#entries.has(key) || this.#secondSight(key)
  }

  set(key: string, entry: RenderedPage) {
    if (entry.size > this.maxBytes / 8) {
      return
    }
    const previous = this.#entries.get(key)
    if (previous) {
      this.#forget(key, previous)
    }
    this.#entries.set(key, entry)
    this.#bytes += entry.heldBytes
    // A compressed copy made while the page is stored counts too (and may push out the oldest).
    entry.onEncoded = (bytes) => {
      if (this.#entries.get(key) !== entry) return
      this.#bytes += bytes
      this.#evictOverBound()
    }
    this.#evictOverBound()
  }

  #forget(key: string, entry: RenderedPage) {
    this.#entries.delete(key)
    this.#bytes -= entry.heldBytes
    entry.onEncoded = undefined
  }

  /** The least recently used pages go first until the cache is within its bound. */
  #evictOverBound() {
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes) {
        break
      }
      this.#forget(oldest, old)
    }
  }

  /** True when the key was seen once before (and forgets it); otherwise remembers it. */
  #secondSight(key: string): boolean {
    const digest = createHash('sha1').update(key).digest('base64url')
    if (this.#seenOnce.delete(digest)) {
      return true
    }
    this.#seenOnce.add(digest)
    if (this.#seenOnce.size > this.seenLimit) {
      // A Set iterates in insertion order: the first is the oldest.
      this.#seenOnce.delete(this.#seenOnce.values().next().value!)
    }
    return false
  }

  clear() {
    for (const entry of this.#entries.values()) entry.onEncoded = undefined
    this.#entries.clear()
    this.#seenOnce.clear()
    this.#bytes = 0
  }

  get stats() {
    return { entries: this.#entries.size, bytes: this.#bytes, seenOnce: this.#seenOnce.size }
  }
}

export default new RenderCache()
