import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'roles'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      // Ids are assigned by the roles seeder so they are stable everywhere.
      table.integer('id').unsigned().primary()
      table.string('slug', 40).notNullable().unique()
      table.string('name', 80).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
