import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import AuditLog from '#models/audit_log'
import { PUBLIC_CONTENT_DISK } from '#config/drive'
import { staffWrite } from '#support/staff_write'
import { contentImageValidator } from '#validators/admin_content'

/**
 * Images placed in rich text and blog covers (issue 13 point 1): checked
 * for type (by content, not by name: no SVG, which can carry script) and
 * size, stored on the public-content disk, answered with their URL.
 */
export default class ContentImagesController {
  async store(ctx: HttpContext) {
    const { image } = await ctx.request.validateUsing(contentImageValidator)
    const key = await storeContentImage(image)
    const url = await drive.use(PUBLIC_CONTENT_DISK).getUrl(key)
    const { actor, ip } = staffWrite(ctx)
    await AuditLog.record('content.image_uploaded', { actor, ip, changes: { key } })
    return ctx.response.created({ url })
  }
}

/** Moves a validated image to the public-content disk under a fresh name. */
export async function storeContentImage(image: MultipartFile) {
  const key = `content/images/${randomUUID()}.${image.extname ?? 'bin'}`
  await image.moveToDisk(key, PUBLIC_CONTENT_DISK)
  return key
}
