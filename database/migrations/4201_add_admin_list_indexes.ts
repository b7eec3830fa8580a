import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Indexes behind admin Transactions at a million payments
 * (bench/admin_lists.sh): each sort of the list (newest first by
 * default, with the id tie-breaker), alone and behind the status and
 * gateway filters, reads an index in order and stops after one page,
 * instead of sorting every matching payment.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('payments', (table) => {
      table.index(['created_at', 'id'])
      table.index(['amount_satang', 'id'])
      table.index(['status', 'id'])
      table.index(['status', 'amount_satang', 'id'])
      // PostgreSQL: newest first inside a status, and an index-only capped count.
      table.index(['status', 'created_at', 'id'])
      table.index(['gateway', 'created_at', 'id'])
      table.index(['gateway', 'amount_satang', 'id'])
    })
  }

  async down() {
    this.schema.alterTable('payments', (table) => {
      table.dropIndex(['created_at', 'id'])
      table.dropIndex(['amount_satang', 'id'])
      table.dropIndex(['status', 'id'])
      table.dropIndex(['status', 'amount_satang', 'id'])
      table.dropIndex(['status', 'created_at', 'id'])
      table.dropIndex(['gateway', 'created_at', 'id'])
      table.dropIndex(['gateway', 'amount_satang', 'id'])
    })
  }
}
