import type { DateTime } from 'luxon'
import {
  ACCENT,
  CONTENT_WIDTH,
  INK,
  MUTED,
  PAGE,
  branchLabel,
  createPdf,
  ensureSpace,
  field,
  finish,
  measure,
  pageFooters,
  rule,
  translator,
  write,
  type Pdf,
} from '#services/documents/pdf'
import { bahtText } from '#services/documents/baht_text'
import { documentDate, formatBaht, type DocumentLocale } from '#services/documents/thai_text'
import type { Seller } from '#services/documents/seller'

export type Buyer = {
  name: string
  email: string | null
  address: string | null
  taxId: string | null
  branch: string | null
}

export type LineItem = {
  description: string
  quantity: number
  /** Value before VAT, per unit and for the line. */
  unitSatang: number
  amountSatang: number
}

export type TaxInvoiceData = {
  locale: DocumentLocale
  number: string
  /** The tax point: a tax invoice is issued when paid (DESIGN §7). */
  issuedAt: DateTime
  seller: Seller
  buyer: Buyer
  membershipNumber: string | null
  items: LineItem[]
  subtotalSatang: number
  vatSatang: number
  totalSatang: number
  payment: { method: string; reference: string | null } | null
  /** A replaced or replacing tax invoice says so under the parties (DESIGN §11). */
  notice?: string | null
}

type T = ReturnType<typeof translator>

/** Seller block (left) and the document's title (right): shared with credit notes. */
export function header(
  doc: Pdf,
  t: T,
  seller: Seller,
  title: { thai: string; english: string | null }
): number {
  const left = PAGE.margin
  const titleWidth = 220
  const sellerWidth = CONTENT_WIDTH - titleWidth - 16
  write(doc, seller.name, left, PAGE.margin, { width: sellerWidth, bold: true, size: 12 })
  write(doc, seller.address, left, doc.y + 2, { width: sellerWidth, size: 9 })
  const sellerTax = [t('pdf.tax_id', { taxId: seller.taxId }), branchLabel(t, seller.branch)]
    .filter(Boolean)
    .join('  ·  ')
  const sellerBottom = write(doc, sellerTax, left, doc.y + 2, { width: sellerWidth, size: 9 })

  const right = PAGE.width - PAGE.margin - titleWidth
  // The Thai words the Revenue Code asks for, prominent in either language.
  write(doc, title.thai, right, PAGE.margin - 2, {
    width: titleWidth,
    align: 'right',
    bold: true,
    size: 17,
    color: ACCENT,
  })
  let titleBottom = doc.y
  if (title.english) {
    titleBottom = write(doc, title.english, right, doc.y, {
      width: titleWidth,
      align: 'right',
      bold: true,
      size: 11,
    })
  }
  const y = Math.max(sellerBottom, titleBottom) + 10
  rule(doc, y, INK)
  return y + 10
}

/** Buyer block (left) and the document facts (right). */
export function parties(
  doc: Pdf,
  t: T,
  buyer: Buyer,
  facts: Array<[string, string]>,
  y: number
): number {
  const left = PAGE.margin
  const buyerWidth = CONTENT_WIDTH * 0.56
  write(doc, t('pdf.buyer'), left, y, { width: buyerWidth, size: 8, color: MUTED })
  write(doc, buyer.name, left, doc.y + 1, { width: buyerWidth, bold: true, size: 10.5 })
  if (buyer.address) write(doc, buyer.address, left, doc.y + 1, { width: buyerWidth })
  if (buyer.taxId) {
    const line = [t('pdf.tax_id', { taxId: buyer.taxId }), branchLabel(t, buyer.branch)]
      .filter(Boolean)
      .join('  ·  ')
    write(doc, line, left, doc.y + 1, { width: buyerWidth })
  }
  if (buyer.email) write(doc, buyer.email, left, doc.y + 1, { width: buyerWidth, color: MUTED })
  const buyerBottom = doc.y

  const factsX = left + buyerWidth + 16
  const factsWidth = CONTENT_WIDTH - buyerWidth - 16
  let factsY = y
  for (const [label, value] of facts) {
    factsY = field(doc, label, value, factsX, factsY, factsWidth) + 4
  }
  return Math.max(buyerBottom, factsY) + 12
}

const COLUMNS = (() => {
  const left = PAGE.margin
  return {
    index: { x: left, width: 24 },
    description: { x: left + 28, width: CONTENT_WIDTH - 28 - 50 - 90 - 90 - 12 },
    quantity: { x: PAGE.width - PAGE.margin - 90 - 90 - 50 - 8, width: 50 },
    unit: { x: PAGE.width - PAGE.margin - 90 - 90 - 4, width: 90 },
    amount: { x: PAGE.width - PAGE.margin - 90, width: 90 },
  }
})()

/** The items: description, quantity and value (before VAT). */
export function itemsTable(doc: Pdf, t: T, items: LineItem[], y: number): number {
  const head = { size: 8, color: MUTED, bold: true }
  write(doc, t('pdf.columns.index'), COLUMNS.index.x, y, { width: COLUMNS.index.width, ...head })
  write(doc, t('pdf.columns.description'), COLUMNS.description.x, y, {
    width: COLUMNS.description.width,
    ...head,
  })
  write(doc, t('pdf.columns.quantity'), COLUMNS.quantity.x, y, {
    width: COLUMNS.quantity.width,
    align: 'right',
    ...head,
  })
  write(doc, t('pdf.columns.unit_price'), COLUMNS.unit.x, y, {
    width: COLUMNS.unit.width,
    align: 'right',
    ...head,
  })
  write(doc, t('pdf.columns.amount'), COLUMNS.amount.x, y, {
    width: COLUMNS.amount.width,
    align: 'right',
    ...head,
  })
  y = doc.y + 4
  rule(doc, y)
  y += 6
  items.forEach((item, index) => {
    const height = measure(doc, item.description, COLUMNS.description.width)
    y = ensureSpace(doc, y, height + 8)
    write(doc, String(index + 1), COLUMNS.index.x, y, { width: COLUMNS.index.width })
    write(doc, item.description, COLUMNS.description.x, y, { width: COLUMNS.description.width })
    const bottom = doc.y
    write(doc, String(item.quantity), COLUMNS.quantity.x, y, {
      width: COLUMNS.quantity.width,
      align: 'right',
    })
    write(doc, formatBaht(item.unitSatang), COLUMNS.unit.x, y, {
      width: COLUMNS.unit.width,
      align: 'right',
    })
    write(doc, formatBaht(item.amountSatang), COLUMNS.amount.x, y, {
      width: COLUMNS.amount.width,
      align: 'right',
    })
    y = Math.max(bottom, doc.y) + 6
  })
  rule(doc, y)
  return y + 8
}

/** Subtotal, VAT 7 % on its own line, total, and the amount in Thai words. */
export function totals(
  doc: Pdf,
  t: T,
  amounts: { subtotalSatang: number; vatSatang: number; totalSatang: number },
  labels: { subtotal: string; vat: string; total: string },
  y: number
): number {
  y = ensureSpace(doc, y, 90)
  const top = y
  const labelX = COLUMNS.quantity.x - 60
  const labelWidth = COLUMNS.amount.x - labelX - 8
  const rows: Array<[string, number, boolean]> = [
    [labels.subtotal, amounts.subtotalSatang, false],
    [labels.vat, amounts.vatSatang, false],
    [labels.total, amounts.totalSatang, true],
  ]
  for (const [label, satang, strong] of rows) {
    write(doc, label, labelX, y, { width: labelWidth, align: 'right', bold: strong })
    write(doc, formatBaht(satang), COLUMNS.amount.x, y, {
      width: COLUMNS.amount.width,
      align: 'right',
      bold: strong,
      size: strong ? 10.5 : 9.5,
    })
    y = doc.y + 3
  }
  const wordsWidth = labelX - PAGE.margin - 12
  write(doc, t('pdf.amount_in_words'), PAGE.margin, top, {
    width: wordsWidth,
    size: 8,
    color: MUTED,
  })
  const wordsBottom = write(doc, `(${bahtText(amounts.totalSatang)})`, PAGE.margin, doc.y + 1, {
    width: wordsWidth,
    bold: true,
  })
  return Math.max(y, wordsBottom) + 14
}

export async function renderTaxInvoice(data: TaxInvoiceData): Promise<Buffer> {
  const t = translator(data.locale)
  const doc = createPdf({
    title: `${t('pdf.tax_invoice.title_thai')} ${data.number}`,
    subject: t('pdf.tax_invoice.subject'),
    locale: data.locale,
    createdAt: data.issuedAt,
  })
  let y = header(doc, t, data.seller, {
    thai: t('pdf.tax_invoice.title_thai'),
    english: data.locale === 'en' ? t('pdf.tax_invoice.title_english') : null,
  })
  const facts: Array<[string, string]> = [
    [t('pdf.number'), data.number],
    [t('pdf.date'), documentDate(data.issuedAt, data.locale)],
  ]
  if (data.membershipNumber) facts.push([t('pdf.membership_number'), data.membershipNumber])
  y = parties(doc, t, data.buyer, facts, y)
  if (data.notice) {
    y = write(doc, data.notice, PAGE.margin, y, {
      width: CONTENT_WIDTH,
      bold: true,
      color: ACCENT,
    })
    y += 10
  }
  y = itemsTable(doc, t, data.items, y)
  y = totals(
    doc,
    t,
    data,
    {
      subtotal: t('pdf.subtotal'),
      vat: t('pdf.vat'),
      total: t('pdf.total'),
    },
    y
  )
  if (data.payment) {
    y = ensureSpace(doc, y, 40)
    const paid = data.payment.reference
      ? t('pdf.paid_with_reference', {
          method: data.payment.method,
          reference: data.payment.reference,
        })
      : t('pdf.paid', { method: data.payment.method })
    y = write(doc, paid, PAGE.margin, y, { width: CONTENT_WIDTH }) + 4
  }
  write(doc, t('pdf.tax_invoice.note'), PAGE.margin, y, {
    width: CONTENT_WIDTH,
    size: 8,
    color: MUTED,
  })
  pageFooters(doc, t, data.number)
  return finish(doc)
}
