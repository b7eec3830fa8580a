import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The library of online legal forms (SPEC §1). `fields` is
 * JSON (key, labels, type, required, options); the bodies carry `{{key}}`
 * placeholders for the member's answers.
 */
export default class extends BaseSchema {
  protected tableName = 'legal_forms'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('slug', 120).notNullable().unique()
      table.string('title_en', 200).notNullable()
      table.string('title_th', 200).notNullable()
      table.text('description_en').nullable()
      table.text('description_th').nullable()
      table.string('category', 30).notNullable()
      table.text('fields').notNullable()
      table.text('body_en').notNullable()
      table.text('body_th').notNullable()
      table.boolean('published').notNullable().defaultTo(false)
      table.integer('position').notNullable().defaultTo(0)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
      table.index(['published', 'category', 'position'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
