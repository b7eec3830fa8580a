import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Affiliate tracking (DESIGN §8): one conversion per successful payment
 * (external id = invoice number), and the ids Tapfiliate gave the click
 * and the customer when its API mirrors them (TAPFILIATE_API_KEY).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('affiliate_conversions', (table) => {
      table.increments('id')
      table
        .integer('referral_id')
        .unsigned()
        .notNullable()
        .references('affiliate_referrals.id')
        .onDelete('CASCADE')
      table.string('affiliate_code', 60).notNullable()
      // One conversion per payment, even when the hook runs twice.
      table
        .integer('payment_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('payments.id')
        .onDelete('RESTRICT')
      table.string('invoice_number', 32).notNullable()
      table.integer('amount_satang').notNullable()
      table.integer('commission_satang').notNullable()
      table.string('tapfiliate_id', 80).nullable()
      table.timestamp('synced_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['affiliate_code', 'created_at'])
      table.index(['created_at'])
    })
    this.schema.alterTable('affiliate_referrals', (table) => {
      table.string('landing_path', 255).nullable()
      table.string('tapfiliate_click_id', 80).nullable()
      table.string('tapfiliate_customer_id', 80).nullable()
    })
  }

  async down() {
    this.schema.alterTable('affiliate_referrals', (table) => {
      table.dropColumn('landing_path')
      table.dropColumn('tapfiliate_click_id')
      table.dropColumn('tapfiliate_customer_id')
    })
    this.schema.dropTable('affiliate_conversions')
  }
}
