import Tokens from 'csrf'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import type { ApiClient, ApiRequest } from '@japa/api-client'
import type { ResolvedSessionConfig, SessionStoreContract } from '@adonisjs/session/types'
import env from '#start/env'

/**
 * Real sign-ins whose session cookies are replayed later, as a browser
 * holding (a copy of) the cookie would: the proofs that sessions end.
 */

export const PASSWORD = 'Harbour-view-2026'
export const NEW_PASSWORD = 'Riverside-77-walk'
export const COOKIE = 'lexpat-session'
export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

/** A browser that signed in for real: its session cookie and that session's CSRF secret. */
export type Device = { sid: string; secret: string }

/** Signs in through the real form (`/login`, or `/admin/login` for staff). */
export async function signIn(
  client: ApiClient,
  email: string,
  { path = '/login', userAgent = CHROME_WINDOWS } = {}
): Promise<Device> {
  const response = await client
    .post(path)
    .header('user-agent', userAgent)
    .withCsrfToken()
    .form({ email, password: PASSWORD })
    .redirects(0)
  response.assertStatus(302)
  return fromResponse(response)
}

export function fromResponse(response: any, previous?: Device): Device {
  const sid = response.cookie(COOKIE)?.value
  if (!sid) throw new Error('the response set no session cookie')
  return { sid, secret: response.session('csrf-secret') ?? previous?.secret }
}

/** Sends the request with this device's session cookie and a CSRF token for that session. */
export function using(request: ApiRequest, device: Device, userAgent = CHROME_WINDOWS) {
  ;(request as any).sessionClient.sessionId = device.sid
  return request
    .header('user-agent', userAgent)
    .header('x-csrf-token', new Tokens().create(device.secret))
    .redirects(0)
}

export async function sessionStore(): Promise<SessionStoreContract> {
  const config = (await configProvider.resolve<ResolvedSessionConfig>(
    app,
    app.config.get('session')
  ))!
  return config.stores[config.store](null as any, config)
}

/**
 * User ids come back from test to test (each test's rows are rolled back)
 * while Redis and the memory store keep the tags of earlier tests: forget
 * those, so a user's sessions are only the ones the test made.
 */
export async function forgetTags() {
  const driver = env.get('SESSION_DRIVER')
  if (driver === 'memory') {
    const store = (await sessionStore()) as unknown as {
      constructor: { tags?: Map<string, unknown> }
    }
    store.constructor.tags?.clear()
  }
  if (driver !== 'redis') return
  const { default: redis } = await import('@adonisjs/redis/services/main')
  const connection = redis.connection('main')
  const prefix = String(connection.ioConnection.options.keyPrefix ?? '')
  const keys = await connection.keys(`${prefix}session_tag:*`)
  if (keys.length > 0) await connection.del(...keys.map((key) => key.slice(prefix.length)))
}
