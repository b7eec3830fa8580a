import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, drivers } from '@adonisjs/queue'

/**
 * Jobs and schedules (DESIGN §7). The default driver keeps them in the
 * app's own database (SQLite or PostgreSQL, tables `queue_jobs` and
 * `queue_schedules`, created by database/migrations/4101_create_queue_tables.ts);
 * QUEUE_DRIVER=redis moves them to Redis (database 2 of REDIS_HOST).
 * One worker (`node ace worker`, `npm run worker` in production) runs
 * both the jobs and the cron schedules.
 */
const driver = env.get('QUEUE_DRIVER') || 'database'

/** Only the chosen adapter is built: the database default never opens a Redis connection. */
const adapters = {
  database: () => ({ database: drivers.database() }),
  redis: () => ({ redis: drivers.redis({ connectionName: 'queue' }) }),
  sync: () => ({ sync: drivers.sync() }),
}[driver]()

export default defineConfig({
  default: driver,
  adapters,

  worker: {
    concurrency: 2,
    idleDelay: app.inTest ? '100ms' : '2s',
    stalledThreshold: '5m',
    stalledInterval: '1m',
  },

  // From the app root: app/jobs/*.ts in development, build/app/jobs/*.js in production.
  locations: [app.makePath('app/jobs/**/*.{ts,js}')],
})
