import type { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import {
  ACCENT,
  CONTENT_WIDTH,
  INK,
  MUTED,
  PAGE,
  createPdf,
  ensureSpace,
  finish,
  measure,
  rule,
  write,
  type RenderedDocument,
} from '#services/documents/pdf'
import { documentDate, type DocumentLocale } from '#services/documents/thai_text'
import { fillTemplate, paragraphsOf } from '#services/support_desk/legal_forms/template'
import type LegalForm from '#models/legal_form'

export type LegalFormDocumentData = {
  form: LegalForm
  values: Record<string, string>
  locale: DocumentLocale
  memberName: string
  at: DateTime
}

/**
 * A filled legal form as a PDF (DESIGN §7): a notice that
 * it is a template to have reviewed by a lawyer, who prepared it and when,
 * then the form's body with the member's answers. Thai is wrapped at word
 * boundaries by `write` (thai_text.ts).
 */
export async function legalFormDocument(data: LegalFormDocumentData): Promise<RenderedDocument> {
  const { form, locale } = data
  const i18n = i18nManager.locale(locale)
  const t = (key: string, values?: Record<string, unknown>) =>
    i18n.t(`legal_forms.pdf.${key}`, values)
  const title = form.title(locale)
  const doc = createPdf({ title, subject: t('notice_title'), locale, createdAt: data.at })
  const left = PAGE.margin

  // The notice box: a template, not advice; prepared by whom and when.
  const notice = `${t('notice_title')}\n${t('notice_body')}`
  const prepared = t('prepared', { name: data.memberName, date: documentDate(data.at, locale) })
  const boxHeight =
    measure(doc, notice, CONTENT_WIDTH - 20, { size: 9 }) +
    measure(doc, prepared, CONTENT_WIDTH - 20, { size: 8 }) +
    22
  doc
    .roundedRect(left, PAGE.margin, CONTENT_WIDTH, boxHeight, 4)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke()
  write(doc, t('notice_title'), left + 10, PAGE.margin + 8, {
    width: CONTENT_WIDTH - 20,
    bold: true,
    size: 9,
    color: ACCENT,
  })
  write(doc, t('notice_body'), left + 10, doc.y, { width: CONTENT_WIDTH - 20, size: 9 })
  write(doc, prepared, left + 10, doc.y + 3, { width: CONTENT_WIDTH - 20, size: 8, color: MUTED })

  let y = PAGE.margin + boxHeight + 18
  y = write(doc, title, left, y, { width: CONTENT_WIDTH, bold: true, size: 16, color: INK }) + 6
  rule(doc, y, INK)
  y += 14

  const filled = fillTemplate(form.body(locale), form.fields, data.values, locale)
  for (const paragraph of paragraphsOf(filled)) {
    const options = paragraph.heading ? { bold: true, size: 11 } : { size: 10.5 }
    const height = measure(doc, paragraph.text, CONTENT_WIDTH, options)
    y = ensureSpace(doc, y, paragraph.heading ? height + 30 : Math.min(height, 40))
    y = write(doc, paragraph.text, left, y, { width: CONTENT_WIDTH, ...options }) + 8
  }

  // Every page says again what this is.
  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    write(doc, t('footer', { page: index + 1, pages: range.count }), left, PAGE.height - 32, {
      width: CONTENT_WIDTH,
      align: 'center',
      size: 7.5,
      color: MUTED,
    })
    doc.page.margins.bottom = bottom
  }

  return {
    filename: `${form.slug}-${locale}.pdf`,
    pdf: await finish(doc),
  }
}
