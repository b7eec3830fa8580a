import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Who a full tax invoice is made out to (Revenue Code §86/4): the member's
 * details as entered, and a copy on each invoice and credit note made when
 * it is issued, so an issued document keeps what it said.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.text('invoice_details').nullable()
    })
    this.schema.alterTable('invoices', (table) => {
      table.text('buyer_details').nullable()
    })
    this.schema.alterTable('credit_notes', (table) => {
      table.text('buyer_details').nullable()
    })
  }

  async down() {
    this.schema.alterTable('credit_notes', (table) => {
      table.dropColumn('buyer_details')
    })
    this.schema.alterTable('invoices', (table) => {
      table.dropColumn('buyer_details')
    })
    this.schema.alterTable('users', (table) => {
      table.dropColumn('invoice_details')
    })
  }
}
