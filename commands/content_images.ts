import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * Processes public-content images that have no variants yet (uploaded before
 * processing existed, or copied onto the disk by hand) and rewrites the rich
 * text that shows them. The migration that created `content_images` ran this
 * once; it is safe to run again (processed images are skipped).
 */
export default class ContentImages extends BaseCommand {
  static commandName = 'content:images'
  static description = 'Clean and resize public-content images that have no variants yet'
  static options: CommandOptions = { startApp: true }

  async run() {
    const images = await import('#services/content/images')
    const { processed, failed } = await images.processExistingImages()
    const pages = await images.refreshRichTextImages()
    this.logger.success(`${processed} image(s) processed, ${pages} rich text row(s) updated.`)
    for (const key of failed) this.logger.warning(`not an image sharp can read: ${key}`)
    if (failed.length > 0) this.exitCode = 1
  }
}
