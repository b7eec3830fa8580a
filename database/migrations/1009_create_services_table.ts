import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'services'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('title', 160).notNullable()
      table.string('slug', 160).notNullable().unique()
      table.text('description').nullable()
      table.boolean('is_active').notNullable().defaultTo(true)
      table.integer('position').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['is_active', 'position'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
