import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/** The longest pause between two reconnection attempts (ms). */
export const REDIS_RETRY_CAP_MS = 1000

/**
 * How every Redis client of the app behaves when Redis goes away (DESIGN
 * §11, outages): it never gives up reconnecting (after 100 ms, 200 ms, …
 * then every second), so sign-in, rate limits and sessions come back by
 * themselves once Redis does.
 */
export const reconnectForever = {
  retryStrategy(times: number) {
    return Math.min(times * 100, REDIS_RETRY_CAP_MS)
  },
  connectTimeout: 3000,
}

/**
 * The connections requests wait on (sessions, limits, queue): while Redis
 * is down a command fails within about a second instead of waiting in a
 * queue (no retry per request, a 3 s command timeout), and the request
 * answers 503 "try again shortly" (app/support/outage.ts). The support
 * chat's transport keeps the default instead (config/transmit.ts).
 */
export const failFastRedisOptions = {
  ...reconnectForever,
  maxRetriesPerRequest: 0,
  commandTimeout: 3000,
}

/**
 * One Redis server, each use in its own database number. A connection is
 * opened only when something uses it (SESSION_DRIVER, LIMITER_STORE,
 * QUEUE_DRIVER, TRANSMIT_TRANSPORT or CACHE_STORE set to redis); the web process opens
 * those at boot (start/health.ts). A single machine needs no Redis at all.
 */
function connectionTo(db: number, keyPrefix = 'lexpat:') {
  return {
    host: env.get('REDIS_HOST') || '127.0.0.1',
    port: env.get('REDIS_PORT') || 6379,
    password: env.get('REDIS_PASSWORD', ''),
    db,
    keyPrefix,
    ...failFastRedisOptions,
  }
}

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    // Sessions (SESSION_DRIVER=redis) and anything else shared.
    main: connectionTo(0),
    // Rate-limit counters in a database of their own: clearing them
    // (FLUSHDB, what the limiter's clear() does) never touches sessions.
    limiter: connectionTo(1),
    // The job queue (QUEUE_DRIVER=redis), apart from sessions and limits.
    queue: connectionTo(2),
    // The support chat's database (TRANSMIT_TRANSPORT=redis). The transport
    // keeps its own clients; this connection is what readiness pings.
    transmit: connectionTo(3, 'lexpat:transmit:'),
    // The shared cache's second level and bus (CACHE_STORE=redis).
    cache: connectionTo(4),
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
