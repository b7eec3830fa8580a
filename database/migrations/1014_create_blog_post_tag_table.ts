import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'blog_post_tag'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table
        .integer('blog_post_id')
        .unsigned()
        .notNullable()
        .references('blog_posts.id')
        .onDelete('CASCADE')
      table
        .integer('blog_tag_id')
        .unsigned()
        .notNullable()
        .references('blog_tags.id')
        .onDelete('CASCADE')
      table.primary(['blog_post_id', 'blog_tag_id'])
      // Listing the posts of a tag.
      table.index(['blog_tag_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
