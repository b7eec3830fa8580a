import env from '#start/env'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { DbCheck } from '@adonisjs/lucid/database'
import { RedisCheck } from '@adonisjs/redis'
import { HealthChecks } from '@adonisjs/core/health'

type RedisUse = 'main' | 'limiter' | 'queue' | 'transmit' | 'cache'

/**
 * The Redis connections this process uses (config/redis.ts): sessions on
 * `main`, rate limits on `limiter`, jobs on `queue`, the support chat's
 * transport on `transmit`, the shared cache's second level and bus on
 * `cache`. Empty when nothing is configured for Redis.
 */
export function redisConnectionsInUse(): RedisUse[] {
  const inUse: RedisUse[] = []
  if (env.get('SESSION_DRIVER') === 'redis') inUse.push('main')
  if (env.get('LIMITER_STORE') === 'redis') inUse.push('limiter')
  if (env.get('QUEUE_DRIVER') === 'redis') inUse.push('queue')
  if (env.get('TRANSMIT_TRANSPORT') === 'redis') inUse.push('transmit')
  if (env.get('CACHE_STORE') === 'redis') inUse.push('cache')
  return inUse
}

/** Whether anything uses Redis. */
export const redisInUse = () => redisConnectionsInUse().length > 0

/**
 * Readiness checks, built per run so that they use the connections as they
 * are now: the database and every Redis connection in use. A closed
 * connection is reconnected by the check itself.
 */
export function readinessChecks() {
  return new HealthChecks().register([
    new DbCheck(db.connection()),
    ...redisConnectionsInUse().map((name) => new RedisCheck(redis.connection(name))),
  ])
}

/**
 * The web process opens its Redis connections at boot (they would
 * otherwise wait for the first request that needs them), so readiness is
 * true as soon as Redis answers, before any traffic.
 */
if (app.getEnvironment() === 'web') {
  app.ready(() => {
    for (const name of redisConnectionsInUse()) redis.connection(name)
  })
}
