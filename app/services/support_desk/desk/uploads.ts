import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import drive from '@adonisjs/drive/services/main'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { DateTime } from 'luxon'
import MemberRequestFile from '#models/member_request_file'
import type User from '#models/user'
import { Refusal } from '#exceptions/refusal'
import { sqlTime } from '#support/columns'

/** What a member (or staff) may attach: size per file (under the 10 MB body limit), files per request or message. */
export const DESK_MAX_FILE_BYTES = 8 * 1024 * 1024
export const DESK_MAX_FILES = 10
/** A page count a member states for a DOCX or an image (a PDF's is read from it). */
export const DESK_MAX_STATED_PAGES = 500
export const DESK_EXTENSIONS = ['pdf', 'docx', 'jpg', 'jpeg', 'png'] as const

type Kind = { mime: string; ext: string }

const PDF: Kind = { mime: 'application/pdf', ext: 'pdf' }
const PNG: Kind = { mime: 'image/png', ext: 'png' }
const JPEG: Kind = { mime: 'image/jpeg', ext: 'jpg' }
const DOCX: Kind = {
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ext: 'docx',
}

const starts = (bytes: Uint8Array, magic: number[]) =>
  magic.every((byte, index) => bytes[index] === byte)

/**
 * The file's type from its first bytes, never from its name: PDF (%PDF-),
 * PNG, JPEG, or a DOCX (a ZIP whose entries include the Word document
 * part). Anything else is null.
 */
export function sniffDeskFile(bytes: Uint8Array): Kind | null {
  if (starts(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return PDF
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG
  if (starts(bytes, [0xff, 0xd8, 0xff])) return JPEG
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // Entry names are stored as plain bytes in a ZIP's local headers and central directory.
    const text = Buffer.from(bytes).toString('latin1')
    if (text.includes('[Content_Types].xml') && text.includes('word/document.xml')) return DOCX
  }
  return null
}

/** The extension families a name may carry for each sniffed type. */
const NAME_EXTENSIONS: Record<string, string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  docx: ['docx'],
}

/** A PDF's page count, read from its page tree; a PDF that cannot be read is refused. */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  try {
    // pdf-lib loads with the first PDF a member sends.
    const { PDFDocument } = await import('pdf-lib')
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    })
    const count = document.getPageCount()
    if (count < 1) throw new Error('no pages')
    return count
  } catch {
    throw new Refusal('unreadable_pdf', 'desk.refusals.unreadable_pdf', { field: 'file' })
  }
}

/** A file name as shown back: no folders, no control characters, at most 255 characters. */
export function displayName(clientName: string, ext: string): string {
  const base = (clientName.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
  return (base || `document.${ext}`).slice(0, 255)
}

/**
 * Keeps an uploaded file on the private disk for its uploader, not yet
 * attached to anything: the member sees it (name, size, pages) and may
 * remove it before sending. Its type is decided by its magic bytes and must
 * agree with its name; a PDF's pages are counted from the file.
 */
export async function stageFile(owner: User, file: MultipartFile) {
  if (!file.tmpPath) throw new Refusal('no_file', 'desk.refusals.no_file', { field: 'file' })
  const bytes = await readFile(file.tmpPath)
  if (bytes.byteLength > DESK_MAX_FILE_BYTES)
    throw new Refusal('too_large', 'desk.refusals.too_large', {
      field: 'file',
      data: { mb: DESK_MAX_FILE_BYTES / 1024 / 1024 },
    })
  const kind = sniffDeskFile(bytes)
  // The name the member gave (the body parser's `extname` already follows the content).
  const declared = extname(file.clientName).slice(1).toLowerCase()
  if (!kind || !NAME_EXTENSIONS[kind.ext].includes(declared))
    throw new Refusal('wrong_type', 'desk.refusals.wrong_type', { field: 'file' })
  const pages = kind === PDF ? await pdfPageCount(bytes) : null
  const waiting = await MemberRequestFile.query()
    .where('owner_id', owner.id)
    .whereNull('member_request_id')
    .count('* as total')
  if (Number(waiting[0].$extras.total) >= DESK_MAX_FILES)
    throw new Refusal('too_many_files', 'desk.refusals.too_many_files', {
      field: 'file',
      data: { max: DESK_MAX_FILES },
    })
  const key = `desk/${owner.id}/${randomUUID()}.${kind.ext}`
  await drive.use().put(key, bytes, { contentType: kind.mime, visibility: 'private' })
  return MemberRequestFile.create({
    memberRequestId: null,
    messageId: null,
    ownerId: owner.id,
    diskKey: key,
    name: displayName(file.clientName, kind.ext),
    mime: kind.mime,
    size: bytes.byteLength,
    pages,
    pagesFrom: pages === null ? null : 'pdf',
  })
}

/** Removes a file its uploader has not sent yet; a sent file stays with its request. */
export async function discardStagedFile(owner: User, fileId: number) {
  const file = await MemberRequestFile.query()
    .where('id', fileId)
    .where('owner_id', owner.id)
    .whereNull('member_request_id')
    .first()
  if (!file) return false
  await drive
    .use()
    .delete(file.diskKey)
    .catch(() => {})
  await file.delete()
  return true
}

/** How long a picked file waits to be sent with a request before it is thrown away. */
export const STAGED_FILE_HOURS = 24

/**
 * Files picked on the request or message form but never sent (the member left
 * the page): removed from the private disk and the database once they are a
 * day old, so nothing a member did not send stays with us (DESIGN §7).
 * Answers how many went.
 */
export async function purgeAbandonedUploads(now = DateTime.utc()) {
  const query = MemberRequestFile.query()
  const cutoff = sqlTime(now.minus({ hours: STAGED_FILE_HOURS }), query.client.dialect.name)
  const abandoned = await query
    .whereNull('member_request_id')
    .whereNull('message_id')
    .where('created_at', '<', cutoff)
    .limit(500)
  for (const file of abandoned) {
    await drive
      .use()
      .delete(file.diskKey)
      .catch(() => {})
    await file.delete()
  }
  return abandoned.length
}

/** The uploader's files not yet sent, by id; an id that is not theirs (or already sent) is refused. */
export async function stagedFiles(owner: User, ids: number[]) {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  if (unique.length > DESK_MAX_FILES)
    throw new Refusal('too_many_files', 'desk.refusals.too_many_files', {
      field: 'file_ids',
      data: { max: DESK_MAX_FILES },
    })
  const files = await MemberRequestFile.query()
    .whereIn('id', unique)
    .where('owner_id', owner.id)
    .whereNull('member_request_id')
    .orderBy('id')
  if (files.length !== unique.length)
    throw new Refusal('file_missing', 'desk.refusals.file_missing', { field: 'file_ids' })
  return files
}

/** A short-lived signed link to a file (DESIGN §7): the only way it leaves the private disk. */
export function signedLink(file: MemberRequestFile) {
  return drive.use().getSignedUrl(file.diskKey, {
    expiresIn: '5m',
    contentDisposition: `attachment; filename="${encodeURIComponent(file.name)}"`,
  })
}
