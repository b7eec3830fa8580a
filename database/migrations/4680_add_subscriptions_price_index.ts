import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Memberships by price: a plan's staff page (SPEC §2.9 Manage Plan Details)
 * counts each recent price's memberships, and deleting a price checks its
 * foreign key. PostgreSQL indexes no foreign key by itself: at 100,000
 * memberships the count read the whole table per price (27 ms for a plan
 * with two prices, EXPLAIN ANALYZE; 6 ms with this index, read alone).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('subscriptions', (table) => {
      table.index(['price_id'])
    })
  }

  async down() {
    this.schema.alterTable('subscriptions', (table) => {
      table.dropIndex(['price_id'])
    })
  }
}
