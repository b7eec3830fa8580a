import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'blog_posts'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('title', 255).notNullable()
      table.string('slug', 255).notNullable().unique()
      table.text('excerpt').nullable()
      table.text('body').notNullable()
      table.string('title_th', 255).nullable()
      table.text('excerpt_th').nullable()
      table.text('body_th').nullable()
      table.string('cover_image_url', 500).nullable()
      table.string('status', 20).notNullable().defaultTo('draft')
      table.timestamp('published_at').nullable()
      table
        .integer('category_id')
        .unsigned()
        .nullable()
        .references('blog_categories.id')
        .onDelete('SET NULL')
      table.integer('author_id').unsigned().nullable().references('users.id').onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()

      table.index(['status', 'published_at'])
      table.index(['category_id'])
      table.index(['author_id'])
      table.index(['title'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
