import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * PDPA "download my data": a request, prepared by the
 * queue into a private ZIP file, mailed as a signed link that expires; the
 * file is deleted when the link expires.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('data_exports', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      // pending | ready | failed | expired
      table.string('status', 20).notNullable()
      table.string('file_name', 120).nullable()
      table.integer('size_bytes').unsigned().nullable()
      table.timestamp('requested_at').notNullable()
      table.timestamp('ready_at').nullable()
      table.timestamp('expires_at').nullable()
      table.timestamp('downloaded_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['user_id', 'status'])
      table.index(['status', 'expires_at'])
    })
  }

  async down() {
    this.schema.dropTable('data_exports')
  }
}
