import { BaseSchema } from '@adonisjs/lucid/schema'

/** An FCM push to a segment of members or to a topic, now or later. */
export default class extends BaseSchema {
  protected tableName = 'push_campaigns'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('title', 120).notNullable()
      table.string('body', 1000).notNullable()
      table.string('link', 500).nullable()
      // segment: audience + segment_value; topic: an FCM topic name.
      table.string('target', 10).notNullable()
      table.string('audience', 30).nullable()
      table.string('segment_value', 254).nullable()
      table.string('topic', 120).nullable()
      table.timestamp('scheduled_at').notNullable()
      table.string('status', 20).notNullable().defaultTo('queued')
      table.integer('token_count').notNullable().defaultTo(0)
      table.integer('delivered_count').notNullable().defaultTo(0)
      table.integer('failed_count').notNullable().defaultTo(0)
      table.integer('pruned_count').notNullable().defaultTo(0)
      table.text('failure_reason').nullable()
      table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('started_at').nullable()
      table.timestamp('finished_at').nullable()
      table.timestamp('cancelled_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['status', 'scheduled_at'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
