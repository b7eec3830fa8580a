import { PDFDocument } from 'pdf-lib'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'

/** A real PDF of `pages` blank pages (its page tree is what the desk counts). */
export async function pdfOf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create()
  for (let index = 0; index < pages; index++) document.addPage([595, 842])
  return Buffer.from(await document.save())
}

/** The smallest valid PNG header: enough for the magic-byte check. */
export const PNG_BYTES = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])

/** Uploads one file as the member would (Settings › My requests), answering JSON. */
export function uploadAs(
  client: ApiClient,
  user: User,
  bytes: Buffer,
  filename: string,
  url = '/settings/my-requests/uploads'
) {
  return client
    .post(url)
    .header('accept', 'application/json')
    .file('file', bytes, { filename })
    .withCsrfToken()
    .loginAs(user)
}

/** Sends a request as JSON (a refusal then answers `{ code, message, field }`). */
export function sendRequest(client: ApiClient, user: User, body: Record<string, unknown>) {
  return client
    .post('/settings/my-requests')
    .header('accept', 'application/json')
    .json(body)
    .withCsrfToken()
    .loginAs(user)
}
