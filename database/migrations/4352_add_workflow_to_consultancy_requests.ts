import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The call-back clock stops when staff first act on a
 * request (`responded_at`); completion sends the feedback survey once
 * (`survey_sent_at`); staff notes live in their own table.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('consultancy_requests', (table) => {
      table.timestamp('responded_at').nullable()
      table.timestamp('completed_at').nullable()
      table.timestamp('survey_sent_at').nullable()
    })
    this.schema.createTable('consultancy_request_notes', (table) => {
      table.increments('id')
      table
        .integer('consultancy_request_id')
        .unsigned()
        .notNullable()
        .references('consultancy_requests.id')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.text('body').notNullable()
      table.timestamp('created_at').notNullable()
      table.index(['consultancy_request_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('consultancy_request_notes')
    this.schema.alterTable('consultancy_requests', (table) => {
      table.dropColumn('responded_at')
      table.dropColumn('completed_at')
      table.dropColumn('survey_sent_at')
    })
  }
}
