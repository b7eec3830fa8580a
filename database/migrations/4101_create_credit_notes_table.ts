import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Credit notes (ใบลดหนี้, Revenue Code §86/10): one per refund, numbered per
 * year (CN-2026-000001). Also the buyer's tax details a Business member
 * may give for the full tax invoice (§86/4): tax id, branch, address.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('credit_notes', (table) => {
      table.increments('id')
      table.string('number', 32).notNullable().unique()
      // Tax documents are kept for the law even when the member's account is erased.
      table
        .integer('payment_id')
        .unsigned()
        .notNullable()
        .references('payments.id')
        .onDelete('RESTRICT')
      table
        .integer('invoice_id')
        .unsigned()
        .notNullable()
        .references('invoices.id')
        .onDelete('RESTRICT')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('RESTRICT')
      table.integer('amount_satang').notNullable()
      table.integer('subtotal_satang').notNullable()
      table.integer('vat_satang').notNullable()
      table.string('currency', 3).notNullable().defaultTo('THB')
      table.string('reason', 500).notNullable()
      table.string('gateway_refund_id', 120).nullable().unique()
      // A double-submitted refund form carries the same key: one refund.
      table.string('idempotency_key', 120).nullable().unique()
      table.timestamp('issued_at').notNullable()
      table.integer('actor_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['payment_id'])
      table.index(['invoice_id'])
      table.index(['user_id', 'issued_at'])
    })

    this.schema.alterTable('users', (table) => {
      table.string('tax_id', 13).nullable()
      table.string('tax_branch', 5).nullable()
      table.string('billing_address', 500).nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('billing_address')
      table.dropColumn('tax_branch')
      table.dropColumn('tax_id')
    })
    this.schema.dropTable('credit_notes')
  }
}
