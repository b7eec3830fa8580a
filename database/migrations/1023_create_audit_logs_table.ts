import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'audit_logs'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('action', 80).notNullable()
      table.string('subject_type', 80).nullable()
      table.string('subject_id', 64).nullable()
      table.text('changes').nullable()
      table.string('ip', 45).nullable()
      // Append-only: no updated_at.
      table.timestamp('created_at').notNullable()

      table.index(['subject_type', 'subject_id'])
      table.index(['created_at'])
      table.index(['user_id'])
      table.index(['action'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
