import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A replacement full tax invoice (DESIGN §11): a new document with its own
 * number that references the tax invoice it replaces, issued by staff with
 * a reason. The original stays as it was; this row marks it replaced.
 */
export default class extends BaseSchema {
  protected tableName = 'tax_invoice_replacements'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('number', 32).notNullable().unique()
      // One replacement per tax invoice.
      table
        .integer('invoice_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('invoices.id')
        .onDelete('RESTRICT')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('RESTRICT')
      table.string('reason', 500).notNullable()
      table.text('buyer_details').nullable()
      table.timestamp('issued_at').notNullable()
      table.integer('actor_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
