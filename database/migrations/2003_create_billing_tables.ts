import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('payment_methods', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('gateway', 20).notNullable()
      table.string('gateway_customer_id', 120).notNullable()
      table.string('gateway_card_id', 120).notNullable().unique()
      table.string('brand', 40).notNullable()
      table.string('last4', 4).notNullable()
      table.integer('expiry_month').notNullable()
      table.integer('expiry_year').notNullable()
      table.string('financing', 20).nullable()
      table.boolean('is_default').notNullable().defaultTo(false)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id'])
    })

    this.schema.createTable('invoices', (table) => {
      table.increments('id')
      table.string('number', 32).notNullable().unique()
      // Invoices are kept for tax law even when the member's account is erased.
      table
        .integer('subscription_id')
        .unsigned()
        .notNullable()
        .references('subscriptions.id')
        .onDelete('RESTRICT')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('RESTRICT')
      table.timestamp('period_start').notNullable()
      table.timestamp('period_end').notNullable()
      table.integer('subtotal_satang').notNullable()
      table.integer('vat_satang').notNullable()
      table.integer('total_satang').notNullable()
      table.string('status', 20).notNullable()
      table.string('bill_to_name', 160).notNullable()
      table.string('bill_to_email', 254).notNullable()
      table.timestamp('issued_at').notNullable()
      table.timestamp('due_at').nullable()
      table.timestamp('paid_at').nullable()
      table.integer('attempt_count').notNullable().defaultTo(0)
      table.timestamp('next_attempt_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'issued_at'])
      table.index(['status'])
      table.index(['issued_at'])
      table.index(['next_attempt_at'])
      table.unique(['subscription_id', 'period_start'])
    })

    this.schema.createTable('payments', (table) => {
      table.increments('id')
      table
        .integer('invoice_id')
        .unsigned()
        .notNullable()
        .references('invoices.id')
        .onDelete('RESTRICT')
      table
        .integer('payment_method_id')
        .unsigned()
        .nullable()
        .references('payment_methods.id')
        .onDelete('SET NULL')
      table.string('gateway', 20).notNullable()
      table.string('gateway_charge_id', 120).nullable().unique()
      table.integer('amount_satang').notNullable()
      table.string('currency', 3).notNullable().defaultTo('THB')
      table.string('status', 20).notNullable()
      table.string('failure_code', 80).nullable()
      table.string('failure_message', 255).nullable()
      // One charge per invoice attempt, even when a request or job is retried.
      table.string('idempotency_key', 120).notNullable().unique()
      table.timestamp('paid_at').nullable()
      table.timestamp('refunded_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['invoice_id'])
      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable('payments')
    this.schema.dropTable('invoices')
    this.schema.dropTable('payment_methods')
  }
}
