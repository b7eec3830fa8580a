import app from '@adonisjs/core/services/app'
import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Images staff place on public pages (blog covers, images in rich text), as
 * processed on upload: the original re-encoded without its metadata (EXIF,
 * GPS), its dimensions so pages reserve space, and the widths it has
 * WebP and AVIF variants at. Images uploaded before this table existed are
 * processed here, once the table exists: cleaned in place under the same
 * key, given their variants, and the rich text that shows them rewritten to
 * `<picture>`s (`node ace content:images` does the same again on demand).
 */
export default class extends BaseSchema {
  protected tableName = 'content_images'

  /** The images are processed through the models, on their own connection, after the table exists. */
  static disableTransactions = true

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id')
      table.string('key', 255).notNullable().unique()
      table.string('format', 10).notNullable()
      table.integer('width').notNullable()
      table.integer('height').notNullable()
      table.integer('bytes').notNullable()
      /** JSON array of the widths that have .webp and .avif variants beside the original. */
      table.text('variant_widths').notNullable()
      table.timestamp('created_at').notNullable()
    })
    // A test database starts empty; the test disk only holds leftovers of earlier runs.
    if (app.inTest) return
    this.defer(async () => {
      const images = await import('#services/content/images')
      const { processed, failed } = await images.processExistingImages()
      const pages = await images.refreshRichTextImages()
      if (processed + failed.length + pages > 0) {
        console.log(
          `content images: ${processed} processed, ${failed.length} unreadable, ${pages} rich texts updated`
        )
      }
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
