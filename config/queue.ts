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
export default defineConfig({
  default: env.get('QUEUE_DRIVER') || 'database',

  adapters: {
    database: drivers.database(),
    redis: drivers.redis({ connectionName: 'queue' }),
    sync: drivers.sync(),
  },

  worker: {
    concurrency: 2,
    idleDelay: app.inTest ? '100ms' : '2s',
    stalledThreshold: '5m',
    stalledInterval: '1m',
  },

  locations: ['./app/jobs/**/*.{ts,js}'],
})
