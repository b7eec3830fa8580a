import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * SPEC §2.9 Manage Users: a super admin may disable an account. A disabled
 * account keeps its records but cannot sign in, and no session of it is
 * accepted (app/support/live_user_provider.ts).
 */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('disabled_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('disabled_at')
    })
  }
}
