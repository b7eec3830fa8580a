import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * When all of a user's sessions were last ended (epoch milliseconds). A
 * session signed in before this mark is refused even if it is still in the
 * store (see app/services/accounts/user_sessions.ts).
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.bigInteger('sessions_valid_from').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('sessions_valid_from')
    })
  }
}
