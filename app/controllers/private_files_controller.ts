import type { HttpContext } from '@adonisjs/core/http'
import drive from '@adonisjs/drive/services/main'
import { privateDownload, privateFileKey } from '#support/private_download'

/**
 * Files of the private local disk (config/drive.ts), reachable only through
 * the short-lived signed URL `disk.getSignedUrl(key)` makes. Without a valid
 * signature, or for a file that is not there, the answer is the same 404:
 * nothing tells whether a document exists.
 */
export default class PrivateFilesController {
  async show({ request, response }: HttpContext) {
    const key = request.hasValidSignature() ? privateFileKey(request.param('*')) : null
    const file = key ? drive.use('local').file(key) : null
    if (!file || !(await file.exists())) return response.notFound('File not found')
    const meta = await file.getMetaData()
    privateDownload(response)
    response.header('Content-Disposition', 'attachment')
    response.type(meta.contentType ?? 'application/octet-stream')
    response.header('Content-Length', String(meta.contentLength))
    return response.stream(await file.getStream())
  }
}
