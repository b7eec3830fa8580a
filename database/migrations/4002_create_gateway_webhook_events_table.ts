import { BaseSchema } from '@adonisjs/lucid/schema'

/** Gateway webhook events already processed, by event id: a replay is a no-op (DESIGN §4). */
export default class extends BaseSchema {
  protected tableName = 'gateway_webhook_events'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.string('id', 64).primary()
      table.string('gateway', 20).notNullable()
      table.string('key', 60).notNullable()
      table.string('charge_id', 120).nullable()
      table.string('outcome', 20).notNullable()
      table.timestamp('processed_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
