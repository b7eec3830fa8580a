import { BaseSchema } from '@adonisjs/lucid/schema'

/** A template carries an English and an optional Thai version. */
export default class extends BaseSchema {
  protected tableName = 'mail_templates'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('subject_th', 255).nullable()
      table.text('body_th').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('subject_th')
      table.dropColumn('body_th')
    })
  }
}
