import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Server-side sessions (DESIGN §2): the cookie carries only a random id,
 * so a session can be ended from the server (logout, password change,
 * account deletion, staff role change). The columns are the ones
 * @adonisjs/session's database store reads and writes; `user_id` is its
 * tag, so one member's sessions can be listed and ended together.
 */
export default class extends BaseSchema {
  protected tableName = 'sessions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 64).primary()
      table.text('data').notNullable()
      // A string, as the store writes it (String(user.id)); no foreign key,
      // so that erasing a user never waits on the session rows.
      table.string('user_id', 64).nullable().index()
      table.timestamp('expires_at').notNullable().index()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
