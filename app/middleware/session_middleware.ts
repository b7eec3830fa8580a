import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import app from '@adonisjs/core/services/app'
import emitter from '@adonisjs/core/services/emitter'
import { configProvider } from '@adonisjs/core'
import { Session } from '@adonisjs/session'
// Registers the package's redirect and validation-error macros (flash, intended URL).
import '@adonisjs/session/session_middleware'
import type {
  ResolvedSessionConfig,
  SessionConfig,
  SessionStoreContract,
} from '@adonisjs/session/types'
import {
  hasSessionCookie,
  isCacheablePublicRequest,
  resolveSessionCookieName,
} from '#support/public_request'
import { withLazyTouch } from '#support/session_touch'
import { timed } from '#support/server_timing'

/** Where Shield keeps the CSRF secret in the session. */
const CSRF_SECRET_KEY = 'csrf-secret'
const XSRF_COOKIE = 'XSRF-TOKEN'

/**
 * The session middleware of @adonisjs/session, with one difference
 * (DESIGN §6): a session starts only when something needs one.
 *
 * The stock middleware commits on every request, so every anonymous GET
 * set a session cookie, and Shield's CSRF secret (plus its XSRF-TOKEN
 * cookie) made every session non-empty. Here, on a cacheable public
 * request (see #support/public_request) a session that holds nothing but
 * the CSRF secret is not committed and the XSRF-TOKEN cookie is dropped, so
 * the response sets no cookie and a shared cache may keep it. Forms get
 * their token from `GET /csrf` just before the first POST (inertia/app.tsx,
 * inertia/lib/http.ts). Anything else put in the session (a flash message,
 * the intended URL, a sign-in) commits as usual.
 *
 * Works with every session store: without a session cookie there is nothing
 * to read, so the store is not asked (no query per anonymous request with
 * the database or Redis stores).
 */
export default class SessionMiddleware {
  static #config: ResolvedSessionConfig | null = null

  static async config(): Promise<ResolvedSessionConfig> {
    if (!this.#config) {
      const resolved = await configProvider.resolve<ResolvedSessionConfig>(
        app,
        app.config.get('session', {})
      )
      if (!resolved) {
        throw new Error('Invalid config/session.ts: use defineConfig from @adonisjs/session')
      }
      this.#config = resolved
      await resolveSessionCookieName()
    }
    return this.#config
  }

  async handle(ctx: HttpContext, next: NextFn) {
    const config = await SessionMiddleware.config()
    if (!config.enabled) {
      return next()
    }
    const fromCookie = hasSessionCookie(ctx)
    const storeFactory = config.stores[config.store]
    // A session's expiry slides at most once a minute (#support/session_touch).
    const factory = fromCookie
      ? (context: HttpContext, sessionConfig: SessionConfig) =>
          withLazyTouch(storeFactory(context, sessionConfig))
      : (context: HttpContext, sessionConfig: SessionConfig) =>
          withoutRead(storeFactory(context, sessionConfig))

    ctx.session = new Session(config, factory, emitter, ctx)
    await timed(ctx, 'session', () => ctx.session.initiate(false))
    const cacheable = isCacheablePublicRequest(ctx)

    const response = await next()

    if (cacheable && !needsCommit(ctx.session)) {
      dropCookie(ctx, XSRF_COOKIE)
      return response
    }
    await timed(ctx, 'session', () => ctx.session.commit())
    return response
  }
}

/** A new session (no cookie) has nothing stored yet: skip the store read. */
function withoutRead(store: SessionStoreContract): SessionStoreContract {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'read') {
        return async () => null
      }
      const value = Reflect.get(target, property, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

/** Something other than the CSRF secret was stored or flashed during the request. */
function needsCommit(session: Session): boolean {
  // An Inertia version mismatch reflashes nothing ({}) for a new visitor: not worth a session.
  const flashed = Object.values(session.responseFlashMessages.all() as Record<string, unknown>)
  if (flashed.some((value) => !isEmptyObject(value))) {
    return true
  }
  return Object.keys(session.all()).some((key) => key !== CSRF_SECRET_KEY)
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0
}

/** Removes a cookie that was queued on the response (Set-Cookie is written as it is queued). */
function dropCookie(ctx: HttpContext, name: string) {
  const header = ctx.response.getHeader('set-cookie')
  if (!header) {
    return
  }
  const cookies = (Array.isArray(header) ? header : [String(header)]).filter(
    (cookie) => !cookie.startsWith(`${name}=`)
  )
  ctx.response.removeHeader('set-cookie')
  if (cookies.length > 0) {
    ctx.response.header('set-cookie', cookies)
  }
}
