import type { HttpContext } from '@adonisjs/core/http'
import { errors as lucidErrors } from '@adonisjs/lucid'
import type { RenderedDocument } from '#services/documents/pdf'

/** A document as a download named after its number; never kept by a shared cache. */
export function sendDocument(response: HttpContext['response'], document: RenderedDocument) {
  response.header('Content-Type', 'application/pdf')
  response.header('Content-Disposition', `attachment; filename="${document.filename}"`)
  response.header('Cache-Control', 'private, no-store')
  response.header('X-Content-Type-Options', 'nosniff')
  return response.send(document.pdf)
}

/** A route's numeric id, or the same 404 as a missing row. */
export function documentId(value: unknown): number {
  const id = Number(value)
  if (!Number.isSafeInteger(id) || id <= 0) throw new lucidErrors.E_ROW_NOT_FOUND()
  return id
}
