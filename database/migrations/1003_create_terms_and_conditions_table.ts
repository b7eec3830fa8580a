import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'terms_and_conditions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('title', 200).notNullable()
      table.text('description').notNullable()
      table.string('version', 40).notNullable().unique()
      table.boolean('is_active').notNullable().defaultTo(false)
      table.timestamp('published_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['is_active'])
      table.index(['published_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
