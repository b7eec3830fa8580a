import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'survey_questions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('survey_id').unsigned().notNullable()
      table.text('question').notNullable()
      table.string('type', 20).notNullable()
      // JSON list of choices; text so SQLite and PostgreSQL behave the same.
      table.text('options').nullable()
      table.integer('position').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['survey_id', 'position'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
