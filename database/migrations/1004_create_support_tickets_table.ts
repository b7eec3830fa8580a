import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'support_tickets'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 160).notNullable()
      table.string('email', 254).notNullable()
      table.string('membership_number', 40).nullable()
      table.string('category', 80).notNullable()
      table.text('message').notNullable()
      table.string('status', 20).notNullable().defaultTo('pending')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('resolved_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['status'])
      table.index(['created_at'])
      table.index(['email'])
      table.index(['category'])
      table.index(['membership_number'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
