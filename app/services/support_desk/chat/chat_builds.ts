import { randomUUID } from 'node:crypto'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import ChatAppBuild from '#models/chat_app_build'
import AuditLog from '#models/audit_log'
import type User from '#models/user'

/**
 * The support chat app builds (SPEC §2.9, §7): an APK or ZIP staff upload,
 * kept on the private Drive disk and handed out by short-lived signed links.
 */
type Who = { actor: User; ip: string | null }

/** The newest uploads, for the console. */
export function latestChatBuilds(limit = 20) {
  return ChatAppBuild.query().orderBy('created_at', 'desc').limit(limit)
}

/** Keeps an uploaded build; an APK is a ZIP archive, so its name tells which of the two it is. */
export async function storeChatBuild(build: MultipartFile, { actor, ip }: Who) {
  const kind = build.clientName.toLowerCase().endsWith('.apk') ? 'apk' : 'zip'
  const key = `chat-app/${randomUUID()}.${kind}`
  await build.moveToDisk(key)
  const row = await ChatAppBuild.create({
    kind,
    fileName: build.clientName.slice(0, 200),
    storageKey: key,
    sizeBytes: build.size,
    uploadedById: actor.id,
  })
  await AuditLog.record('chat_app.build_uploaded', {
    actor,
    ip,
    subject: row,
    changes: { after: { kind, file_name: row.fileName, size_bytes: row.sizeBytes } },
  })
  return row
}

/**
 * A five-minute signed link to the newest build (`null` when there is none);
 * `failed` when the disk could not sign one (logged).
 */
export async function newestChatBuildLink(): Promise<{ link: string | null; failed: boolean }> {
  const build = await ChatAppBuild.query()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .first()
  if (!build) return { link: null, failed: false }
  try {
    const link = await drive.use().getSignedUrl(build.storageKey, {
      expiresIn: '5m',
      contentDisposition: `attachment; filename="${build.fileName.replace(/[^\w.-]/g, '_')}"`,
    })
    return { link, failed: false }
  } catch (error) {
    logger.error({ err: error, build: build.id }, 'chat app build link failed')
    return { link: null, failed: true }
  }
}
