import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The worker's heartbeat (DESIGN §7, SPEC §2.9 monitor): one row per worker
 * process, its last tick written every few seconds, and one row saying for
 * which silence staff were last alerted, so that every web process can run
 * the check and only one mail goes out per silence.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('worker_heartbeats', (table) => {
      // host:pid of the worker process
      table.string('id', 120).primary()
      table.string('host', 100).notNullable()
      table.integer('pid').notNullable()
      table.bigInteger('started_at').notNullable()
      // milliseconds since the epoch; compared as numbers on every database
      table.bigInteger('ticked_at').notNullable().index()
      table.bigInteger('stopped_at').nullable()
    })
    this.schema.createTable('worker_alerts', (table) => {
      table.string('id', 40).primary()
      // the newest tick the last alert was about (one alert per silence)
      table.bigInteger('alerted_for').nullable()
      table.bigInteger('alerted_at').nullable()
    })
    this.defer(async (db) => {
      await db.table('worker_alerts').insert({ id: 'worker_silent', alerted_for: null })
    })
  }

  async down() {
    this.schema.dropTable('worker_alerts')
    this.schema.dropTable('worker_heartbeats')
  }
}
