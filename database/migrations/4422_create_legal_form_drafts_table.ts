import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * A member's saved answers to a legal form. One draft per
 * member and form: saving again replaces it; the PDF is rendered from it.
 */
export default class extends BaseSchema {
  protected tableName = 'legal_form_drafts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE')
      table
        .integer('legal_form_id')
        .unsigned()
        .notNullable()
        .references('legal_forms.id')
        .onDelete('CASCADE')
      table.text('values').notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.unique(['user_id', 'legal_form_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
