import env from '#start/env'
import app from '@adonisjs/core/services/app'
import string from '@adonisjs/core/helpers/string'
import { defineConfig, stores } from '@adonisjs/session'

/**
 * How long a member's session lives without a request. Every request of a
 * signed-in visitor pushes the expiry forward, so this is an idle time.
 */
export const sessionIdleTimeout = env.get('SESSION_IDLE_TIMEOUT') || '2h'

/**
 * Staff hold the keys to members' records: their sessions end sooner when
 * idle (checked by #middleware/session_activity_middleware), in seconds.
 */
export const staffIdleSeconds = string.seconds.parse(env.get('STAFF_SESSION_IDLE_TIMEOUT') || '30m')

/**
 * Sessions live on the server (DESIGN §2): the cookie holds a random id
 * only, so a session can be ended by deleting its row or key. The store's
 * garbage collection deletes expired rows now and then (2 % of writes);
 * `node ace sessions:prune` deletes them all at once.
 */
const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'lexpat-session',
  clearWithBrowser: false,
  age: sessionIdleTimeout,
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: env.get('SESSION_DRIVER'),
  stores: {
    database: stores.database({ tableName: 'sessions', gcProbability: 2 }),
    redis: stores.redis({ connection: 'main' }),
  },
})

export default sessionConfig
