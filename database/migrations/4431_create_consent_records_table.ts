import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * PDPA consent (DESIGN §10): each choice a signed-in
 * member makes in the cookie banner, kept with the banner's version and
 * the time, never edited (a new choice is a new row).
 */
export default class extends BaseSchema {
  protected tableName = 'consent_records'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('version', 20).notNullable()
      table.boolean('analytics').notNullable().defaultTo(false)
      table.boolean('marketing').notNullable().defaultTo(false)
      table.string('ip', 64).nullable()
      table.string('user_agent', 500).nullable()
      table.timestamp('created_at').notNullable()
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
