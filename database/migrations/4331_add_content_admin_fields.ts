import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * What the content screens edit beyond the seeded
 * columns: SEO texts and the Drive key of a blog cover, Thai names of tags
 * and categories, Thai texts of services and terms.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('blog_posts', (table) => {
      table.string('seo_title', 255).nullable()
      table.string('seo_title_th', 255).nullable()
      table.string('seo_description', 500).nullable()
      table.string('seo_description_th', 500).nullable()
      table.string('cover_image_key', 255).nullable()
    })
    this.schema.alterTable('blog_tags', (table) => {
      table.string('name_th', 255).nullable()
    })
    this.schema.alterTable('blog_categories', (table) => {
      table.string('name_th', 255).nullable()
    })
    this.schema.alterTable('services', (table) => {
      table.string('title_th', 255).nullable()
      table.text('description_th').nullable()
    })
    this.schema.alterTable('terms_and_conditions', (table) => {
      table.string('title_th', 255).nullable()
      table.text('description_th').nullable()
    })
  }

  async down() {
    this.schema.alterTable('terms_and_conditions', (table) => {
      table.dropColumn('title_th')
      table.dropColumn('description_th')
    })
    this.schema.alterTable('services', (table) => {
      table.dropColumn('title_th')
      table.dropColumn('description_th')
    })
    this.schema.alterTable('blog_categories', (table) => {
      table.dropColumn('name_th')
    })
    this.schema.alterTable('blog_tags', (table) => {
      table.dropColumn('name_th')
    })
    this.schema.alterTable('blog_posts', (table) => {
      table.dropColumn('seo_title')
      table.dropColumn('seo_title_th')
      table.dropColumn('seo_description')
      table.dropColumn('seo_description_th')
      table.dropColumn('cover_image_key')
    })
  }
}
