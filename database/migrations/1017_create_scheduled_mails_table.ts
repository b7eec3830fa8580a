import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'scheduled_mails'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // A template with mailings on record cannot be deleted.
      table
        .integer('mail_template_id')
        .unsigned()
        .notNullable()
        .references('mail_templates.id')
        .onDelete('RESTRICT')
      table.string('audience', 30).notNullable()
      table.timestamp('scheduled_at').notNullable()
      table.string('status', 20).notNullable().defaultTo('queued')
      table.integer('sent_count').notNullable().defaultTo(0)
      table.text('failure_reason').nullable()
      table.integer('created_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      // The dispatcher picks queued mails that are due.
      table.index(['status', 'scheduled_at'])
      table.index(['mail_template_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
