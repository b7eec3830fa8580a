import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The public holidays staff keep in Admin › Settings (DESIGN §11): business
 * days are Monday-Friday minus these. `date` is the Bangkok calendar day as
 * text (yyyy-mm-dd), the same in SQLite and PostgreSQL, one row per day.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('holidays', (table) => {
      table.increments('id')
      table.string('date', 10).notNullable().unique()
      table.string('name_en', 120).notNullable()
      table.string('name_th', 120).notNullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable('holidays')
  }
}
