import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import AuditLog from '#models/audit_log'
import { PUBLIC_CONTENT_DISK } from '#config/drive'
import { storeUploadedImage } from '#services/content/images'
import { staffWrite } from '#support/staff_write'
import { contentImageValidator } from '#validators/admin_content'

/**
 * Images placed in rich text and blog covers: checked for type (by content,
 * not by name: no SVG, which can carry script) and size, cleaned of their
 * metadata and given AVIF/WebP variants (app/services/content/images.ts),
 * stored on the public-content disk, answered with their URL.
 */
export default class ContentImagesController {
  async store(ctx: HttpContext) {
    const { image } = await ctx.request.validateUsing(contentImageValidator)
    const stored = await storeUploadedImage(image)
    const url = await drive.use(PUBLIC_CONTENT_DISK).getUrl(stored.key)
    const { actor, ip } = staffWrite(ctx)
    await AuditLog.record('content.image_uploaded', { actor, ip, changes: { key: stored.key } })
    return ctx.response.created({ url, width: stored.width, height: stored.height })
  }
}
