import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The sandbox payment gateway's store (DESIGN §4). It lives in the app's own
 * database so the web process, the worker and a restarted process all see
 * the same customers, cards and charges. Only the behaviour of a test card is
 * kept (brand, last four digits, expiry, financing, decline, 3-D Secure),
 * never a card number or security code.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sandbox_customers', (table) => {
      table.string('id', 64).primary()
      table.string('email', 254).notNullable()
      table.string('description', 255).notNullable().defaultTo('')
      table.timestamp('created_at').notNullable()
    })

    this.schema.createTable('sandbox_cards', (table) => {
      table.string('id', 64).primary()
      table
        .string('customer_id', 64)
        .notNullable()
        .references('sandbox_customers.id')
        .onDelete('CASCADE')
      table.string('name', 255).notNullable().defaultTo('')
      table.string('brand', 40).notNullable()
      table.string('last4', 4).notNullable()
      table.integer('expiry_month').notNullable()
      table.integer('expiry_year').notNullable()
      table.string('financing', 20).notNullable().defaultTo('')
      table.string('decline_code', 80).nullable()
      table.string('decline_message', 255).nullable()
      /** 'none' | 'pass' | 'fail': what a customer-initiated charge meets. */
      table.string('three_d_secure', 10).notNullable().defaultTo('none')
      table.boolean('deleted').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.index(['customer_id'])
    })

    // Single-use browser tokens (tokn_test_…), expiring like Omise's.
    this.schema.createTable('sandbox_tokens', (table) => {
      table.string('id', 64).primary()
      table.string('name', 255).notNullable().defaultTo('')
      table.string('brand', 40).notNullable()
      table.string('last4', 4).notNullable()
      table.integer('expiry_month').notNullable()
      table.integer('expiry_year').notNullable()
      table.string('financing', 20).notNullable().defaultTo('')
      table.string('decline_code', 80).nullable()
      table.string('decline_message', 255).nullable()
      table.string('three_d_secure', 10).notNullable().defaultTo('none')
      table.timestamp('expires_at').notNullable()
      table.timestamp('used_at').nullable()
      table.timestamp('created_at').notNullable()
    })

    this.schema.createTable('sandbox_charges', (table) => {
      table.string('id', 64).primary()
      // Our idempotency key (metadata.idempotency_key): one charge per key.
      table.string('idempotency_key', 120).notNullable().unique()
      table.string('customer_id', 64).notNullable()
      table.string('card_id', 64).notNullable()
      table.integer('amount_satang').notNullable()
      table.string('currency', 3).notNullable()
      table.string('description', 255).notNullable().defaultTo('')
      table.string('initiator', 10).notNullable()
      table.text('return_uri').nullable()
      table.text('metadata').notNullable()
      table.string('status', 20).notNullable()
      /** 'none' | 'pending' | 'passed' | 'failed' */
      table.string('authorize_state', 10).notNullable().defaultTo('none')
      table.string('failure_code', 80).nullable()
      table.string('failure_message', 255).nullable()
      table.integer('refunded_satang').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['customer_id', 'created_at'])
    })

    this.schema.createTable('sandbox_events', (table) => {
      table.string('id', 64).primary()
      table.string('key', 60).notNullable()
      table.string('charge_id', 64).nullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('sandbox_events')
    this.schema.dropTable('sandbox_charges')
    this.schema.dropTable('sandbox_tokens')
    this.schema.dropTable('sandbox_cards')
    this.schema.dropTable('sandbox_customers')
  }
}
