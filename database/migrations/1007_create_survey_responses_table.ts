import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'survey_responses'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('feedback_id')
        .unsigned()
        .notNullable()
        .references('feedbacks.id')
        .onDelete('CASCADE')
      table
        .integer('survey_question_id')
        .unsigned()
        .notNullable()
        .references('survey_questions.id')
        .onDelete('CASCADE')
      table.text('answer').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      // One answer per question per feedback.
      table.unique(['feedback_id', 'survey_question_id'])
      table.index(['survey_question_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
