import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import { defineConfig, drivers } from '@adonisjs/queue'
import type { Knex } from 'knex'

/**
 * Jobs and schedules (DESIGN §7). The default driver keeps them in the
 * app's own database (SQLite or PostgreSQL, tables `queue_jobs` and
 * `queue_schedules`, created by database/migrations/4101_create_queue_tables.ts);
 * QUEUE_DRIVER=redis moves them to Redis (database 2 of REDIS_HOST).
 * One worker (`node ace worker`, `npm run worker` in production) runs
 * both the jobs and the cron schedules.
 */
const driver = env.get('QUEUE_DRIVER') || 'database'

/**
 * The database adapter on the app's primary Lucid connection, looked up at
 * each query rather than once: under the tests' global transaction
 * (testUtils.db().withGlobalTransaction) a dispatched job is written inside
 * that transaction, as every other row, instead of waiting on SQLite's lock.
 * Outside tests the lookup answers the same knex client every time.
 */
const lucidDatabase = () =>
  configProvider.create(async (application) => {
    const db = await application.container.make('lucid.db')
    const { knex } = await import('@boringnode/queue/drivers/knex_adapter')
    const current = () => db.connection().getWriteClient() as unknown as Knex
    const client = new Proxy(function () {} as unknown as Knex, {
      apply: (_target, _this, args: [string]) => current()(...args),
      get: (_target, property) => {
        const knexClient = current() as any
        const value = knexClient[property]
        return typeof value === 'function' ? value.bind(knexClient) : value
      },
    })
    return knex(client)
  })

/** Only the chosen adapter is built: the database default never opens a Redis connection. */
const adapters = {
  database: () => ({ database: lucidDatabase() }),
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
