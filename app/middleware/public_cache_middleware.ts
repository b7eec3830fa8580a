import { existsSync, readFileSync, statSync } from 'node:fs'
import { SCRIPT_NONCE } from '#support/security_headers'
import { extname, join, normalize } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import renderCache, { compress, RenderedPage, type Encoding } from '#services/platform/render_cache'
import { contentVersion } from '#services/content/content_version'
import { answeredOutage, outageOf } from '#support/outage'
import { timed } from '#support/server_timing'
import {
  anonymousLocale,
  hasLanguageInUrl,
  hasSessionCookie,
  isCacheablePublicRequest,
  resolveSessionCookieName,
} from '#support/public_request'

/** Anonymous public pages: a shared cache keeps them a minute and may serve a stale copy for ten while it refreshes. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'
export const PRIVATE_CACHE_CONTROL = 'private, no-store'
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Below this size compression saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024

/**
 * A CSP nonce is different on every response: a page that embeds one must
 * not be served to somebody else, so it is never stored.
 */
const NONCE = /\snonce="([^"]+)"/g

/** A page is stored only when every nonce it embeds is the per-process one (never a per-request one). */
function onlyProcessNonces(text: string): boolean {
  for (const match of text.matchAll(NONCE)) {
    if (match[1] !== SCRIPT_NONCE) return false
  }
  return true
}

/**
 * Caching and compression for every response (DESIGN §6), first in the
 * server middleware:
 *
 * - built assets (`/assets/*`, content-hashed by Vite) in production: served
 *   from memory with `immutable` for a year, in the precompressed brotli or
 *   gzip copy `npm run build` wrote when the browser accepts it;
 * - an anonymous public GET (see #support/public_request): answered from
 *   the render cache when it holds the page, otherwise rendered (and stored
 *   the second time the same page is rendered);
 *   either way with a public Cache-Control, an ETag (304 when it matches)
 *   and Vary: X-Inertia, Accept-Encoding (plus Accept-Language when the URL
 *   has no `?lang=`);
 * - pages for a session or a signed-in user: `private, no-store`;
 * - every HTML, JSON or text body of 1 KB or more: brotli or gzip, as
 *   Accept-Encoding allows.
 */
export default class PublicCacheMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await resolveSessionCookieName()
    if (app.inProduction && sendBuiltAsset(ctx)) {
      return
    }
    const cacheable = isCacheablePublicRequest(ctx)
    const key = cacheable && renderCache.enabled ? await renderKey(ctx) : null
    if (key) {
      const hit = renderCache.get(key)
      if (hit) {
        ctx.response.header(
          'X-Render-Cache',
          hit.refreshingSince === undefined ? 'hit' : 'refreshing'
        )
        return sendPage(ctx, hit)
      }
    }

    await next()
    // The page could not be rendered because a service is down: a copy
    // past its time is better than the 503 page (DESIGN §11).
    const stale = key && answeredOutage(ctx) ? renderCache.get(key, { stale: true }) : null
    if (stale) {
      ctx.response.removeHeader('Retry-After')
      ctx.response.header('X-Render-Cache', 'stale')
      return sendPage(ctx, stale)
    }
    // Server-Timing `send`: the ETag, storing and compressing the page.
    await timed(ctx, 'send', () => finish(ctx, cacheable, key))
  }
}

/**
 * Everything an anonymous response depends on. A visit that asks for part
 * of a page (partial reload headers) is not stored.
 */
async function renderKey(ctx: HttpContext): Promise<string | null> {
  const headers = ctx.request.headers()
  const inertia = Boolean(headers['x-inertia'])
  for (const name of Object.keys(headers)) {
    if (name.startsWith('x-inertia-') && name !== 'x-inertia-version') {
      return null
    }
  }
  return [
    ctx.request.url(true),
    inertia ? `inertia:${headers['x-inertia-version'] ?? ''}` : 'html',
    anonymousLocale(ctx),
    await currentContentVersion(),
  ].join('\n')
}

let lastContentVersion: string | null = null

/**
 * The content version, read from the settings table. While the database
 * is unreachable the last one read stands, so the pages already rendered
 * keep being served (DESIGN §11); with none read yet the error stands and
 * the visitor gets the 503 page.
 */
async function currentContentVersion(): Promise<string> {
  try {
    lastContentVersion = await contentVersion()
  } catch (error) {
    if (lastContentVersion === null || !outageOf(error)) throw error
  }
  return lastContentVersion
}

function varyFor(ctx: HttpContext): string {
  return hasLanguageInUrl(ctx)
    ? 'X-Inertia, Accept-Encoding'
    : 'X-Inertia, Accept-Encoding, Accept-Language'
}

/** Brotli when the browser takes it (smaller), else gzip, else none. */
function acceptedEncoding(ctx: HttpContext): Encoding | null {
  const header = ctx.request.header('accept-encoding')
  if (!header) {
    return null
  }
  const accepted = new Set<string>()
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    if (!q || Number(q.slice(2)) > 0) {
      accepted.add(name.trim())
    }
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

function matchesEtag(ctx: HttpContext, etag: string): boolean {
  const header = ctx.request.header('if-none-match')
  if (!header) {
    return false
  }
  const bare = etag.replace(/^W\//, '')
  return header
    .split(',')
    .some((tag) => tag.trim().replace(/^W\//, '') === bare || tag.trim() === '*')
}

/**
 * Headers Shield and the security middleware set on a render: a cache hit
 * answers before they run, so the stored page carries them along. They are
 * the same for every visitor (production pages embed no nonce).
 */
const REPLAYED_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'referrer-policy',
  'permissions-policy',
]

function securityHeaders(ctx: HttpContext): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const name of REPLAYED_HEADERS) {
    const value = ctx.response.getHeader(name)
    if (value !== undefined) kept[name] = String(value)
  }
  return kept
}

/** `stored`: the page is in the render cache, so its compressed copy is kept for the next hits. */
async function sendPage(ctx: HttpContext, page: RenderedPage, stored = true) {
  const { response } = ctx
  for (const [name, value] of Object.entries(page.headers)) {
    response.header(name, value)
  }
  response.header('Cache-Control', PUBLIC_CACHE_CONTROL)
  response.header('Vary', varyFor(ctx))
  response.header('ETag', page.etag)
  response.header('Content-Type', page.contentType)
  if (ctx.request.header('x-inertia')) {
    response.header('X-Inertia', 'true')
  }
  if (matchesEtag(ctx, page.etag)) {
    response.removeHeader('Content-Type')
    response.status(304).send('', false)
    return
  }
  response.status(200)
  const encoding = acceptedEncoding(ctx)
  if (encoding && page.size >= MIN_COMPRESS_BYTES) {
    response.header('Content-Encoding', encoding)
    const body = stored ? await page.encoded(encoding) : await compress(page.body, encoding, 'once')
    response.send(body, false)
    return
  }
  response.send(page.body, false)
}

function isPageType(type: string, inertia: boolean) {
  return type.startsWith('text/html') || (inertia && type.startsWith('application/json'))
}

async function finish(ctx: HttpContext, cacheable: boolean, key: string | null) {
  const { response } = ctx
  if (!response.isPending || !response.hasContent || !response.content) {
    return
  }
  const body = response.content[0]
  const explicitType = response.getHeader('content-type')
  let text: string
  let type: string
  if (typeof body === 'string') {
    text = body
    type = explicitType
      ? String(explicitType)
      : body.trimStart().startsWith('<')
        ? 'text/html; charset=utf-8'
        : 'text/plain; charset=utf-8'
  } else if (body && typeof body === 'object' && !(body instanceof Uint8Array)) {
    text = JSON.stringify(body)
    type = explicitType ? String(explicitType) : 'application/json; charset=utf-8'
  } else {
    return
  }

  const inertia = Boolean(ctx.request.header('x-inertia'))
  const page = isPageType(type, inertia)
  const signedIn = Boolean((ctx as Partial<HttpContext>).auth?.user)
  const setsCookie = Boolean(response.getHeader('set-cookie'))

  if (cacheable && page && !signedIn && !setsCookie && response.getStatus() === 200) {
    const rendered = new RenderedPage(text, type, varyFor(ctx), securityHeaders(ctx))
    // Stored the second time its key is rendered (RenderCache#admits).
    const stored = key !== null && onlyProcessNonces(text) && renderCache.admits(key)
    if (stored) {
      renderCache.set(key, rendered)
    }
    return sendPage(ctx, rendered, stored)
  }

  if (page && (signedIn || setsCookie || hasSessionCookie(ctx))) {
    response.header('Cache-Control', PRIVATE_CACHE_CONTROL)
  }
  if (page && !response.getHeader('vary')) {
    response.header('Vary', 'X-Inertia, Accept-Encoding')
  } else {
    response.append('Vary', 'Accept-Encoding')
  }
  const encoding = acceptedEncoding(ctx)
  if (
    encoding &&
    Buffer.byteLength(text) >= MIN_COMPRESS_BYTES &&
    !response.getHeader('content-encoding')
  ) {
    response.header('Content-Type', type)
    response.header('Content-Encoding', encoding)
    response.send(await compress(Buffer.from(text), encoding, 'once'), false)
  } else if (typeof body !== 'string') {
    // Serialized above already: the framework would stringify the object a second time.
    response.header('Content-Type', type)
    response.send(text, false)
  }
}

/* ── Built assets ───────────────────────────────────────────────────────── */

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
}

type Asset = { type: string; etag: string; identity: Buffer; br?: Buffer; gzip?: Buffer }

/** Built assets never change while the process runs (a deploy restarts it): read each once. */
const assets = new Map<string, Asset | null>()

function loadAsset(path: string): Asset | null {
  const root = app.publicPath('assets')
  const file = normalize(join(app.publicPath(), path))
  // The server-render bundle beside them is the server's code (server_bundle_middleware).
  const serverBundle = join(root, 'server') + '/'
  if (
    !file.startsWith(root + '/') ||
    file.startsWith(serverBundle) ||
    !existsSync(file) ||
    !statSync(file).isFile()
  ) {
    return null
  }
  const identity = readFileSync(file)
  const stat = statSync(file)
  const asset: Asset = {
    type: TYPES[extname(file)] ?? 'application/octet-stream',
    etag: `W/"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`,
    identity,
  }
  if (existsSync(`${file}.br`)) asset.br = readFileSync(`${file}.br`)
  if (existsSync(`${file}.gz`)) asset.gzip = readFileSync(`${file}.gz`)
  return asset
}

function sendBuiltAsset(ctx: HttpContext): boolean {
  const method = ctx.request.method()
  const url = ctx.request.url()
  if ((method !== 'GET' && method !== 'HEAD') || !url.startsWith('/assets/')) {
    return false
  }
  let path: string
  try {
    path = decodeURIComponent(url)
  } catch {
    return false
  }
  if (!assets.has(path)) {
    assets.set(path, loadAsset(path))
  }
  const asset = assets.get(path)
  if (!asset) {
    return false
  }
  const { response } = ctx
  response.header('Cache-Control', IMMUTABLE_CACHE_CONTROL)
  response.header('ETag', asset.etag)
  response.header('Vary', 'Accept-Encoding')
  if (matchesEtag(ctx, asset.etag)) {
    response.status(304).send('', false)
    return true
  }
  response.header('Content-Type', asset.type)
  const encoding = asset.br || asset.gzip ? acceptedEncoding(ctx) : null
  const encoded = encoding ? asset[encoding] : undefined
  if (encoding && encoded) {
    response.header('Content-Encoding', encoding)
    response.send(encoded, false)
  } else {
    response.send(asset.identity, false)
  }
  return true
}
