import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Content shown to visitors in both languages (DESIGN §1): the Thai text of
 * a review, and the language of the terms a member
 * accepted (a terms version holds an English and a Thai text; the agreement
 * records which one the member read and accepted).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('reviews', (table) => {
      table.text('comment_th').nullable()
    })
    this.schema.alterTable('plan_agreements', (table) => {
      table.string('terms_locale', 5).notNullable().defaultTo('en')
    })
  }

  async down() {
    this.schema.alterTable('plan_agreements', (table) => {
      table.dropColumn('terms_locale')
    })
    this.schema.alterTable('reviews', (table) => {
      table.dropColumn('comment_th')
    })
  }
}
