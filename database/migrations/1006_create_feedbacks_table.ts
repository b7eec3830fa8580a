import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'feedbacks'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Feedback outlives the accounts it mentions (reporting on lawyers).
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.integer('lawyer_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      // JSON holding survey_id (SPEC §3).
      table.text('survey_data').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['user_id'])
      table.index(['lawyer_id'])
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
