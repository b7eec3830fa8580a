import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'consultancy_requests'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.integer('lawyer_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.string('category', 80).notNullable()
      table.string('intake_number', 40).notNullable().unique()
      table.timestamp('preferred_date_time').nullable()
      table.text('details').notNullable()
      table.string('status', 20).notNullable().defaultTo('new')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['status'])
      table.index(['category'])
      table.index(['preferred_date_time'])
      table.index(['created_at'])
      table.index(['user_id'])
      table.index(['lawyer_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
