import { BaseSchema } from '@adonisjs/lucid/schema'

/** PDPA: a member who unsubscribed from marketing mail is never mailed one again. */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('marketing_unsubscribed_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('marketing_unsubscribed_at')
    })
  }
}
