import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'

/**
 * Files of the private local disk (config/drive.ts), reachable only through
 * the short-lived signed URL `disk.getSignedUrl(key)` makes. Without a valid
 * signature, or for a file that is not there, the answer is the same 404:
 * nothing tells whether a document exists.
 */
export default class PrivateFilesController {
  async show({ request, response }: HttpContext) {
    if (!request.hasValidSignature()) return response.notFound('File not found')
    const key = (request.param('*') as string[]).join('/')
    if (key.split('/').some((part) => part === '..' || part === '')) {
      return response.notFound('File not found')
    }
    const file = drive.use('local').file(key)
    if (!(await file.exists())) return response.notFound('File not found')
    const meta = await file.getMetaData()
    response.header('Cache-Control', 'private, no-store')
    response.header('X-Content-Type-Options', 'nosniff')
    response.header('Content-Disposition', 'attachment')
    response.type(meta.contentType ?? 'application/octet-stream')
    response.header('Content-Length', String(meta.contentLength))
    return response.stream(await file.getStream())
  }
}
