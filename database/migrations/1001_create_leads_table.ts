import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'leads'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 160).notNullable()
      table.string('phone', 40).notNullable()
      table.string('email', 254).notNullable()
      table.string('source', 40).notNullable().defaultTo('popup')
      table.string('user_agent', 500).nullable()
      table.string('ip', 45).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['email'])
      table.index(['name'])
      table.index(['source'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
