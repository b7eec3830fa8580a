import { BaseSchema } from '@adonisjs/lucid/schema'

/** Support chat app builds (APK / ZIP) staff upload on /admin/chat_app (SPEC §2.9, §7). */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('chat_app_builds', (table) => {
      table.increments('id')
      table.string('kind', 8).notNullable()
      table.string('file_name', 200).notNullable()
      table.string('storage_key', 300).notNullable()
      table.integer('size_bytes').unsigned().notNullable()
      table
        .integer('uploaded_by_id')
        .unsigned()
        .nullable()
        .references('users.id')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable('chat_app_builds')
  }
}
