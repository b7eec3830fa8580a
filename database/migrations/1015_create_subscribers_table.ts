import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'subscribers'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Stored lower-cased by the model, so the unique index is case-insensitive in effect.
      table.string('email', 254).notNullable().unique()
      table.string('locale', 5).notNullable().defaultTo('en')
      table.timestamp('confirmed_at').nullable()
      table.timestamp('unsubscribed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['unsubscribed_at'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
