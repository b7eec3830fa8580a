import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A lawyer requests identity documents and the member
 * uploads them through a single-use link. A requested verification has no
 * document yet (`document_path` stays '' until the upload; the column is
 * NOT NULL and SQLite cannot relax that in place).
 */
export default class extends BaseSchema {
  protected tableName = 'identity_verifications'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table
        .integer('requested_by')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      // What the lawyer asked for, shown to the member on the upload page.
      table.text('request_note').nullable()
      table.timestamp('uploaded_at').nullable()
      table.string('document_mime', 40).nullable()
      table.integer('document_size').unsigned().nullable()
      table.string('document_name', 255).nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropForeign(['requested_by'])
      table.dropColumn('requested_by')
      table.dropColumn('request_note')
      table.dropColumn('uploaded_at')
      table.dropColumn('document_mime')
      table.dropColumn('document_size')
      table.dropColumn('document_name')
    })
  }
}
