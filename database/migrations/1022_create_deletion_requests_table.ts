import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'deletion_requests'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Kept after the account is removed, as the record of the request.
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('email', 254).notNullable()
      table.text('reason').nullable()
      table.string('status', 20).notNullable().defaultTo('pending')
      table.timestamp('processed_at').nullable()
      table
        .integer('processed_by')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['status'])
      table.index(['email'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
