import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Indexes behind admin Transactions at a million payments (issue 11 point
 * 4, bench/admin_lists.sh): each sort of the list (newest first by
 * default, with the id tie-breaker) and the gateway filter read an index
 * in order and stop after one page, instead of sorting the table.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('payments', (table) => {
      table.index(['created_at', 'id'])
      table.index(['gateway', 'created_at'])
      table.index(['amount_satang', 'id'])
      table.index(['status', 'id'])
    })
  }

  async down() {
    this.schema.alterTable('payments', (table) => {
      table.dropIndex(['created_at', 'id'])
      table.dropIndex(['gateway', 'created_at'])
      table.dropIndex(['amount_satang', 'id'])
      table.dropIndex(['status', 'id'])
    })
  }
}
