import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/**
 * One Redis server, each use in its own database number. Only connected to
 * when something uses it: SESSION_DRIVER, LIMITER_STORE, QUEUE_DRIVER or
 * CACHE_STORE set to redis. A single machine needs no Redis at all.
 */
function connectionTo(db: number) {
  return {
    host: env.get('REDIS_HOST') || '127.0.0.1',
    port: env.get('REDIS_PORT') || 6379,
    password: env.get('REDIS_PASSWORD', ''),
    db,
    keyPrefix: 'lexpat:',
    lazyConnect: true,
    retryStrategy(times: number) {
      return times > 10 ? null : times * 50
    },
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
    // The shared cache's second level and bus (CACHE_STORE=redis).
    cache: connectionTo(3),
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
