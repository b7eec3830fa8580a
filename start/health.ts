import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import redis from '@adonisjs/redis/services/main'
import { DbCheck } from '@adonisjs/lucid/database'
import { RedisCheck } from '@adonisjs/redis'
import { HealthChecks } from '@adonisjs/core/health'

/**
 * Redis is checked only when something is configured to use it.
 */
export const redisInUse = () =>
  env.get('SESSION_DRIVER') === 'redis' || env.get('LIMITER_STORE') === 'redis'

/**
 * Readiness checks, built per run so that they use the connection as it is
 * now (not one captured at boot).
 */
export function readinessChecks() {
  return new HealthChecks().register([
    new DbCheck(db.connection()),
    ...(redisInUse() ? [new RedisCheck(redis.connection())] : []),
  ])
}
