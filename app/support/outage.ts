/**
 * Outages (DESIGN §11): while Redis or the database cannot be reached, a
 * request answers 503 "try again shortly" with Retry-After — never a 500 —
 * and the next request after they come back works again (the clients
 * reconnect by themselves: config/redis.ts, the database pool).
 *
 * `outageOf(error)` says whether an error means "a backing service is
 * unreachable" rather than a bug. It looks at the error and its causes.
 */
import type { HttpContext } from '@adonisjs/core/http'
import string from '@adonisjs/core/helpers/string'
import i18nManager from '@adonisjs/i18n/services/main'
import { anonymousLocale } from '#support/public_request'

/** Seconds a client is asked to wait (Retry-After) during an outage. */
export const OUTAGE_RETRY_AFTER = 15

export type Outage = 'redis' | 'database' | 'network'

/** Socket-level failures: the service is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ECONNABORTED',
])

/** ioredis's messages when it has no usable connection (it gives these errors no code). */
const REDIS_MESSAGES = [
  'Connection is closed.',
  "Stream isn't writeable",
  'Command timed out',
  'Reached the max retries per request limit',
]

/**
 * PostgreSQL: connection exceptions (class 08), the server shutting down or
 * starting (57P01-57P03), too many connections (53300). SQLite: the file is
 * locked by another writer for longer than the busy timeout.
 */
const DATABASE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'SQLITE_BUSY'])
const DATABASE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Knex: Timeout acquiring a connection',
  'the database system is starting up',
  'the database system is shutting down',
]

function classify(error: object): Outage | null {
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown }
  const text = typeof message === 'string' ? message : ''
  if (name === 'MaxRetriesPerRequestError') return 'redis'
  if (REDIS_MESSAGES.some((known) => text.startsWith(known))) return 'redis'
  if (name === 'KnexTimeoutError') return 'database'
  if (typeof code === 'string') {
    if (DATABASE_CODES.has(code) || code.startsWith('08')) return 'database'
    if (NETWORK_CODES.has(code)) return 'network'
  }
  if (DATABASE_MESSAGES.some((known) => text.includes(known))) return 'database'
  return null
}

/** The kind of outage an error reveals (looking through `cause` and aggregated errors), or null. */
export function outageOf(error: unknown, depth = 0): Outage | null {
  if (typeof error !== 'object' || error === null || depth > 5) return null
  const found = classify(error)
  if (found) return found
  const { cause, errors } = error as { cause?: unknown; errors?: unknown }
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const innerFound = outageOf(inner, depth + 1)
      if (innerFound) return innerFound
    }
  }
  return outageOf(cause, depth + 1)
}

/** A caller that reads JSON (fetch/XHR, API clients), not an Inertia visit or a browser page. */
function wantsJson(ctx: HttpContext): boolean {
  if (ctx.request.header('x-inertia')) return false
  if (ctx.request.header('x-requested-with') === 'XMLHttpRequest') return true
  return ctx.request.accepts(['html', 'json']) === 'json'
}

/**
 * The page a browser gets: plain HTML with its styles inline. It needs no
 * session, no database, no Vite manifest — whatever is down, it renders.
 */
export function outagePage(locale: string): string {
  const i18n = i18nManager.locale(locale)
  const title = string.escapeHTML(i18n.t('errors.unavailable_title'))
  const text = string.escapeHTML(i18n.t('errors.unavailable_text'))
  const retry = string.escapeHTML(i18n.t('errors.unavailable_retry'))
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} - Lexpat</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI","Noto Sans Thai","Leelawadee UI",Thonburi,Tahoma,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:32rem;margin:15vh auto 0;padding:2rem 1.5rem;text-align:center}
h1{font-size:1.75rem;color:#1e2a4a;margin:0 0 1rem}
p{line-height:1.6;color:#475569;margin:0 0 1.5rem}
a{display:inline-block;padding:.6rem 1.2rem;border-radius:.375rem;background:#1e2a4a;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main data-outage="1">
<h1>${title}</h1>
<p>${text}</p>
<a href="">${retry}</a>
</main>
</body>
</html>`
}

const outageAnswers = new WeakSet<HttpContext>()

/** Whether this request was answered with the outage 503 (the render cache may serve a stale copy instead). */
export function answeredOutage(ctx: HttpContext): boolean {
  return outageAnswers.has(ctx)
}

/**
 * The 503 answer: Retry-After, never cached, JSON for JSON callers, the
 * static page (in the visitor's language) for everybody else. An Inertia
 * visit gets the page too: Inertia shows a non-Inertia answer in its modal.
 * The same answer, with a shorter Retry-After, when the process has more
 * page renders waiting than it takes (#support/render_queue).
 */
export function answerOutage(ctx: HttpContext, retryAfter = OUTAGE_RETRY_AFTER) {
  const { response } = ctx
  outageAnswers.add(ctx)
  const locale = ctx.i18n?.locale ?? anonymousLocale(ctx)
  response.header('Retry-After', String(retryAfter))
  response.header('Cache-Control', 'no-store')
  if (wantsJson(ctx)) {
    return response.status(503).send({
      message: i18nManager.locale(locale).t('errors.unavailable_text'),
      code: 'E_SERVICE_UNAVAILABLE',
    })
  }
  return response.status(503).type('html').send(outagePage(locale))
}
