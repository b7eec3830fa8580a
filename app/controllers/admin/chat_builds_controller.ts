import { randomUUID } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import ChatAppBuild from '#models/chat_app_build'
import AuditLog from '#models/audit_log'
import { staffWrite } from '#support/staff_write'
import { chatAppBuildValidator } from '#validators/chat'

/**
 * The support chat app builds (SPEC §2.9, §7): staff upload an APK or ZIP,
 * kept on the private Drive disk; the download route answers a short-lived
 * signed link to the newest build, or `{link: null}` when there is none
 * (the page then shows "No APK/ZIP file links found for download").
 */
export default class ChatBuildsController {
  async download({ response }: HttpContext) {
    response.header('Cache-Control', 'private, no-store')
    const build = await ChatAppBuild.query()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .first()
    if (!build) return { link: null }
    try {
      const link = await drive.use().getSignedUrl(build.storageKey, {
        expiresIn: '5m',
        contentDisposition: `attachment; filename="${build.fileName.replace(/[^\w.-]/g, '_')}"`,
      })
      return { link }
    } catch (error) {
      logger.error({ err: error, build: build.id }, 'chat app build link failed')
      return response.status(502).json({ link: null })
    }
  }

  async store(ctx: HttpContext) {
    const { build } = await ctx.request.validateUsing(chatAppBuildValidator)
    // An APK is a ZIP archive: its name tells which of the two it is.
    const kind = build.clientName.toLowerCase().endsWith('.apk') ? 'apk' : 'zip'
    const key = `chat-app/${randomUUID()}.${kind}`
    await build.moveToDisk(key)
    const row = await ChatAppBuild.create({
      kind,
      fileName: build.clientName.slice(0, 200),
      storageKey: key,
      sizeBytes: build.size,
      uploadedById: ctx.auth.user!.id,
    })
    const { actor, ip } = staffWrite(ctx)
    await AuditLog.record('chat_app.build_uploaded', {
      actor,
      ip,
      subject: row,
      changes: { after: { kind, file_name: row.fileName, size_bytes: row.sizeBytes } },
    })
    ctx.session.flash('success', ctx.i18n.t('admin_chat.builds.uploaded_flash'))
    return ctx.response.redirect().toRoute('admin.chat_app')
  }
}
