import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What happened to a support ticket and who did it — each
 * status change and each reply sent by email — read as the ticket's history.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('support_ticket_events', (table) => {
      table.increments('id')
      table
        .integer('support_ticket_id')
        .unsigned()
        .notNullable()
        .references('support_tickets.id')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      // status | reply
      table.string('kind', 20).notNullable()
      table.string('from_status', 20).nullable()
      table.string('to_status', 20).nullable()
      table.string('subject', 255).nullable()
      table.text('body').nullable()
      table.timestamp('created_at').notNullable()
      table.index(['support_ticket_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('support_ticket_events')
  }
}
