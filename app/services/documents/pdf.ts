import { createRequire } from 'node:module'
import type PDFKitDocument from 'pdfkit'
import type { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import { pdfThai, type DocumentLocale } from '#services/documents/thai_text'

const require = createRequire(import.meta.url)

/**
 * A full TrueType Thai font (DESIGN §7): Noto Sans Thai has the Thai and
 * Latin glyphs, and pdfkit (fontkit) shapes Thai vowels and tone marks.
 */
export const FONTS = {
  regular:
    require.resolve('@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf'),
}

export const PAGE = { width: 595.28, height: 841.89, margin: 48 }
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2
export const INK = '#1f2937'
export const MUTED = '#6b7280'
export const RULE = '#d1d5db'
export const ACCENT = '#CC8809'

export type Pdf = PDFKit.PDFDocument

/** A rendered document: the bytes and the file name (its number). */
export type RenderedDocument = { filename: string; pdf: Buffer }

/** The document's words, from resources/lang/{en,th}/documents.json. */
export function translator(locale: DocumentLocale) {
  const i18n = i18nManager.locale(locale)
  return (key: string, data?: Record<string, unknown>) => i18n.t(`documents.${key}`, data)
}

/** pdfkit (with fontkit, ~5 MB) loads with the first document, not with every process. */
let PDFDocument: typeof PDFKitDocument | undefined

export function createPdf(meta: {
  title: string
  subject: string
  locale: DocumentLocale
  createdAt: DateTime
}): Pdf {
  PDFDocument ??= require('pdfkit') as typeof PDFKitDocument
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    font: FONTS.regular,
    lang: meta.locale === 'th' ? 'th-TH' : 'en-GB',
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: meta.title,
      Subject: meta.subject,
      Author: 'Lexpat',
      Creator: 'Lexpat',
      // The document's own date, so rendering it twice gives the same file.
      CreationDate: meta.createdAt.toJSDate(),
      ModDate: meta.createdAt.toJSDate(),
    },
  })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  doc.font('regular').fillColor(INK)
  return doc
}

export function finish(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

type TextOptions = PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number; color?: string }

/** Text that may wrap: Thai gets its word-break opportunities first. */
export function write(doc: Pdf, text: string, x: number, y: number, options: TextOptions = {}) {
  const { bold, size = 9.5, color = INK, ...rest } = options
  doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(size)
    .fillColor(color)
    .text(pdfThai(text), x, y, { lineGap: 1, ...rest })
  return doc.y
}

/** The height `write` would take. */
export function measure(doc: Pdf, text: string, width: number, options: TextOptions = {}) {
  const { bold, size = 9.5 } = options
  return doc
    .font(bold ? 'bold' : 'regular')
    .fontSize(size)
    .heightOfString(pdfThai(text), { width, lineGap: 1 })
}

export function rule(
  doc: Pdf,
  y: number,
  color = RULE,
  x1 = PAGE.margin,
  x2 = PAGE.width - PAGE.margin
) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.75).strokeColor(color).stroke()
}

/** Label above value, in a box of the given width; returns the y below it. */
export function field(doc: Pdf, label: string, value: string, x: number, y: number, width: number) {
  write(doc, label, x, y, { width, size: 8, color: MUTED })
  return write(doc, value, x, doc.y + 1, { width, size: 9.5 })
}

/** Starts a new page when fewer than `needed` points are left. */
export function ensureSpace(doc: Pdf, y: number, needed: number): number {
  if (y + needed <= PAGE.height - PAGE.margin) return y
  doc.addPage()
  return PAGE.margin
}

/** "Head office" or "Branch 00001" (Revenue Code §86/4: สำนักงานใหญ่ / สาขาที่). */
export function branchLabel(t: ReturnType<typeof translator>, branch: string | null | undefined) {
  if (!branch) return null
  return branch === '00000' ? t('pdf.head_office') : t('pdf.branch', { branch })
}

/** A footer on every page: the document number and "page n of m". */
export function pageFooters(doc: Pdf, t: ReturnType<typeof translator>, number: string) {
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    write(
      doc,
      t('pdf.page', { number, page: index + 1, pages: range.count }),
      PAGE.margin,
      PAGE.height - 32,
      {
        width: CONTENT_WIDTH,
        align: 'right',
        size: 7.5,
        color: MUTED,
      }
    )
    doc.page.margins.bottom = bottom
  }
}
