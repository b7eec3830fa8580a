import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'email_histories'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('to_email', 254).notNullable()
      table.string('subject', 255).notNullable()
      table
        .integer('mail_template_id')
        .unsigned()
        .nullable()
        .references('mail_templates.id')
        .onDelete('SET NULL')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('status', 20).notNullable()
      table.text('error').nullable()
      table.timestamp('sent_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['to_email'])
      table.index(['status'])
      table.index(['sent_at'])
      table.index(['user_id'])
      table.index(['mail_template_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
