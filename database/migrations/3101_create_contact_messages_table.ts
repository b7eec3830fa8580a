import { BaseSchema } from '@adonisjs/lucid/schema'

/** Messages sent through the public contact form (SPEC §2.2). */
export default class extends BaseSchema {
  protected tableName = 'contact_messages'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 160).notNullable()
      table.string('email', 254).notNullable()
      table.string('phone', 40).nullable()
      table.string('subject', 200).notNullable()
      table.text('message').notNullable()
      table.string('ip', 45).nullable()
      table.string('user_agent', 500).nullable()
      // Set by staff once the message has been answered.
      table.timestamp('handled_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['created_at'])
      table.index(['email'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
