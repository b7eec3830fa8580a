import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A plan change the member asked for in Settings › Subscriptions (SPEC §1,
 * §9: plans are adjusted with 30 days' notice). It waits on the membership
 * until the first renewal at least 30 days after the request (an annual
 * membership: not before its first 12 months), where the renewal engine
 * switches the price and charges the new amount. No pro-rata charge or
 * refund (DESIGN §10).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('subscriptions', (table) => {
      table
        .integer('scheduled_price_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('prices')
        .onDelete('SET NULL')
      table.timestamp('scheduled_change_at').nullable()
      table.timestamp('scheduled_change_requested_at').nullable()
    })
  }

  async down() {
    this.schema.alterTable('subscriptions', (table) => {
      table.dropForeign(['scheduled_price_id'])
      table.dropColumn('scheduled_price_id')
      table.dropColumn('scheduled_change_at')
      table.dropColumn('scheduled_change_requested_at')
    })
  }
}
