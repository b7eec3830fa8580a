import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Indexes behind admin Manage Users and Subscriptions at 100,000 members
 * (bench/admin_lists_concurrent.sh, EXPLAIN ANALYZE on PostgreSQL): each
 * list's default order (newest first, with the id tie-breaker), and for
 * Subscriptions the same order inside a status (the nav opens it on
 * active), read in index order and stopped after one page instead of
 * sorting every row.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.index(['created_at', 'id'])
    })
    this.schema.alterTable('subscriptions', (table) => {
      table.index(['applied_at', 'id'])
      table.index(['status', 'applied_at', 'id'])
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropIndex(['created_at', 'id'])
    })
    this.schema.alterTable('subscriptions', (table) => {
      table.dropIndex(['applied_at', 'id'])
      table.dropIndex(['status', 'applied_at', 'id'])
    })
  }
}
