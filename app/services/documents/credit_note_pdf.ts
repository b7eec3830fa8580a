import type { DateTime } from 'luxon'
import {
  CONTENT_WIDTH,
  MUTED,
  PAGE,
  createPdf,
  ensureSpace,
  finish,
  pageFooters,
  translator,
  write,
} from '#services/documents/pdf'
import {
  header,
  itemsTable,
  parties,
  totals,
  type Buyer,
} from '#services/documents/tax_invoice_pdf'
import { documentDate, formatBaht, type DocumentLocale } from '#services/documents/thai_text'
import type { Seller } from '#services/documents/seller'

export type CreditNoteData = {
  locale: DocumentLocale
  number: string
  issuedAt: DateTime
  seller: Seller
  buyer: Buyer
  /** The tax invoice this note reduces (Revenue Code §86/10). */
  invoice: { number: string; issuedAt: DateTime; subtotalSatang: number }
  /** Value (before VAT) credited by earlier notes on the same invoice. */
  creditedBeforeSatang: number
  description: string
  reason: string
  subtotalSatang: number
  vatSatang: number
  totalSatang: number
}

/**
 * ใบลดหนี้ (credit note) for a refund: it names the original tax invoice,
 * the original value, the corrected value, the difference, VAT 7 % of the
 * difference and the reason, as Revenue Code §86/10 asks.
 */
export async function renderCreditNote(data: CreditNoteData): Promise<Buffer> {
  const t = translator(data.locale)
  const doc = createPdf({
    title: `${t('pdf.credit_note.title_thai')} ${data.number}`,
    subject: t('pdf.credit_note.subject'),
    locale: data.locale,
    createdAt: data.issuedAt,
  })
  let y = header(doc, t, data.seller, {
    thai: t('pdf.credit_note.title_thai'),
    english: data.locale === 'en' ? t('pdf.credit_note.title_english') : null,
  })
  y = parties(
    doc,
    t,
    data.buyer,
    [
      [t('pdf.number'), data.number],
      [t('pdf.date'), documentDate(data.issuedAt, data.locale)],
      [
        t('pdf.credit_note.original_invoice'),
        `${data.invoice.number} (${documentDate(data.invoice.issuedAt, data.locale)})`,
      ],
    ],
    y
  )
  y = itemsTable(
    doc,
    t,
    [
      {
        description: data.description,
        quantity: 1,
        unitSatang: data.subtotalSatang,
        amountSatang: data.subtotalSatang,
      },
    ],
    y
  )

  const original = data.invoice.subtotalSatang - data.creditedBeforeSatang
  const corrected = original - data.subtotalSatang
  const facts: Array<[string, string]> = [
    [t('pdf.credit_note.original_value'), formatBaht(original)],
    [t('pdf.credit_note.correct_value'), formatBaht(corrected)],
  ]
  y = ensureSpace(doc, y, 40)
  for (const [label, value] of facts) {
    write(doc, label, PAGE.margin, y, { width: CONTENT_WIDTH - 100 })
    write(doc, value, PAGE.width - PAGE.margin - 90, y, { width: 90, align: 'right' })
    y = doc.y + 3
  }
  y += 6
  y = totals(
    doc,
    t,
    data,
    {
      subtotal: t('pdf.credit_note.difference'),
      vat: t('pdf.vat'),
      total: t('pdf.credit_note.total'),
    },
    y
  )
  y = ensureSpace(doc, y, 40)
  write(doc, t('pdf.credit_note.reason'), PAGE.margin, y, {
    width: CONTENT_WIDTH,
    size: 8,
    color: MUTED,
  })
  write(doc, data.reason, PAGE.margin, doc.y + 1, { width: CONTENT_WIDTH })
  pageFooters(doc, t, data.number)
  return finish(doc)
}
