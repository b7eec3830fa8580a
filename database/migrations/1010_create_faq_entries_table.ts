import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'faq_entries'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      // Which page the entry belongs to: general, personal, business...
      table.string('page_key', 40).notNullable().defaultTo('general')
      // SPEC §3 "title": heading of a group, empty for the entries that follow it.
      table.string('group_heading', 200).nullable()
      table.text('question').notNullable()
      table.text('answer').notNullable()
      table.text('question_th').nullable()
      table.text('answer_th').nullable()
      table.integer('position').notNullable().defaultTo(0)
      table.boolean('is_published').notNullable().defaultTo(true)
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['page_key', 'is_published', 'position'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
