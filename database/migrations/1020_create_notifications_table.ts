import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'notifications'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Null means a broadcast to everyone.
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('CASCADE')
      table.string('title', 200).notNullable()
      table.text('body').notNullable()
      table.text('data').nullable()
      table.timestamp('sent_at').nullable()
      table.timestamp('read_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['user_id', 'read_at'])
      table.index(['sent_at'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
