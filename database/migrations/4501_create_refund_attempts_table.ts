import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A refund asked of the gateway, recorded before the call and completed
 * after it (no database transaction is held across the gateway call). A
 * `pending` attempt reserves its amount, so refunds of one payment never
 * together exceed what was paid, even while a call is under way or after a
 * process died in the middle of one.
 */
export default class extends BaseSchema {
  protected tableName = 'refund_attempts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('payment_id')
        .unsigned()
        .notNullable()
        .references('payments.id')
        .onDelete('RESTRICT')
      table.integer('amount_satang').notNullable()
      // pending → done (credit note issued) or failed (the gateway refused).
      table.string('status', 10).notNullable()
      table.string('idempotency_key', 120).nullable().unique()
      table.string('gateway_refund_id', 120).nullable()
      table
        .integer('credit_note_id')
        .unsigned()
        .nullable()
        .references('credit_notes.id')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['payment_id', 'status'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
