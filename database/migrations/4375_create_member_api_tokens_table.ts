import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Bearer tokens of the member app (@adonisjs/auth access tokens): only the
 * hash is stored, each token is scoped by its abilities and expires.
 */
export default class extends BaseSchema {
  protected tableName = 'member_api_tokens'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('tokenable_id')
        .unsigned()
        .notNullable()
        .references('users.id')
        .onDelete('CASCADE')
      table.string('type', 40).notNullable()
      table.string('name', 120).nullable()
      table.string('hash', 255).notNullable()
      table.text('abilities').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.timestamp('last_used_at').nullable()
      table.timestamp('expires_at').nullable()
      table.index(['tokenable_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
