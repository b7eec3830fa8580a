import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'identity_verifications'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table.string('document_type', 30).notNullable()
      // Path on private storage, never a public URL (DESIGN §6).
      table.string('document_path', 500).notNullable()
      table.string('status', 20).notNullable().defaultTo('pending')
      table.integer('reviewed_by').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('reviewed_at').nullable()
      table.text('rejection_reason').nullable()
      // SHA-256 of the copy-link token; the plain token is shown once.
      table.string('link_token', 64).nullable().unique()
      table.timestamp('link_expires_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['status'])
      table.index(['user_id'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
