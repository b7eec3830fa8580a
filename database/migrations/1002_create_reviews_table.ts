import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'reviews'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 160).notNullable()
      table.text('comment').notNullable()
      // The model refuses bad ratings with a clear error; the check is the backstop.
      table.integer('rating').notNullable().checkBetween([1, 5])
      table.boolean('is_published').notNullable().defaultTo(false)
      // A review stays on the site when its author's account is removed.
      table.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['is_published', 'created_at'])
      table.index(['rating'])
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
