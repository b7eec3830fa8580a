import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A mailing goes to a segment (audience + value), may be an event
 * announcement, and counts what happened to it.
 */
export default class extends BaseSchema {
  protected tableName = 'scheduled_mails'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('kind', 20).notNullable().defaultTo('template')
      table.string('segment_value', 254).nullable()
      table.string('event_title', 200).nullable()
      table.timestamp('event_starts_at').nullable()
      table.string('event_place', 255).nullable()
      table.text('event_details').nullable()
      table.integer('total_count').notNullable().defaultTo(0)
      table.integer('failed_count').notNullable().defaultTo(0)
      table.integer('skipped_count').notNullable().defaultTo(0)
      table.timestamp('started_at').nullable()
      table.timestamp('finished_at').nullable()
      table.timestamp('cancelled_at').nullable()
      table.index(['kind', 'created_at'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['kind', 'created_at'])
      for (const column of [
        'kind',
        'segment_value',
        'event_title',
        'event_starts_at',
        'event_place',
        'event_details',
        'total_count',
        'failed_count',
        'skipped_count',
        'started_at',
        'finished_at',
        'cancelled_at',
      ])
        table.dropColumn(column)
    })
  }
}
