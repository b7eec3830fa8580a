import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import {
  ACCENT,
  CONTENT_WIDTH,
  INK,
  MUTED,
  PAGE,
  createPdf,
  finish,
  write,
  type RenderedDocument,
} from '#services/documents/pdf'
import { documentDate, type DocumentLocale } from '#services/documents/thai_text'
import { qrModules, type MemberCardView } from '#services/memberships/member_card'

const NAVY = '#1f2a44'
/** ID-1 card proportions (85.6 × 54 mm), drawn 1.3 times life size for reading. */
const CARD = { width: 85.6 * 2.835 * 1.3, height: 54 * 2.835 * 1.3 }

/**
 * The member card as a PDF (DESIGN §7): the card itself — name, membership
 * number, plan, valid through, the 24/7 emergency number and the QR code of
 * the verification page — with a cut line, then how to use it.
 */
export async function memberCardDocument(
  card: MemberCardView,
  emergencyPhone: string,
  locale: DocumentLocale
): Promise<RenderedDocument> {
  const i18n = i18nManager.locale(locale)
  const t = (key: string, data?: Record<string, unknown>) => i18n.t(`member_card.${key}`, data)
  const doc = createPdf({
    title: `${t('title')} ${card.membershipNumber}`,
    subject: t('title'),
    locale,
    createdAt: DateTime.utc().startOf('day'),
  })
  const x = PAGE.margin
  const y = PAGE.margin

  // The card, with a dashed cut line around it.
  doc
    .save()
    .roundedRect(x - 6, y - 6, CARD.width + 12, CARD.height + 12, 12)
    .dash(3, { space: 3 })
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke()
    .restore()
  doc.roundedRect(x, y, CARD.width, CARD.height, 10).lineWidth(1).strokeColor(NAVY).stroke()
  doc.save().roundedRect(x, y, CARD.width, 34, 10).clip()
  doc.rect(x, y, CARD.width, 34).fill(NAVY)
  doc.restore()
  write(doc, 'Lexpat', x + 12, y + 8, { bold: true, size: 13, color: '#ffffff' })
  write(doc, t('title'), x + 90, y + 11, {
    width: CARD.width - 102,
    align: 'right',
    size: 9,
    color: '#ffffff',
  })

  const qrSize = 96
  const qrX = x + CARD.width - qrSize - 10
  const qrY = y + 44
  const textWidth = qrX - x - 20
  let line = y + 44
  line = write(doc, card.name, x + 12, line, { width: textWidth, bold: true, size: 12 }) + 4
  if (card.holder === 'partner') {
    line =
      write(doc, t('partner_of', { member: card.memberName ?? '' }), x + 12, line - 2, {
        width: textWidth,
        size: 7.5,
        color: ACCENT,
      }) + 3
  }
  for (const [label, value] of [
    [t('membership_number'), card.membershipNumber],
    [t('plan'), card.plan],
    [
      t('valid_through'),
      card.validThrough ? documentDate(card.validThrough, locale) : t(`status.${card.status}`),
    ],
  ]) {
    write(doc, label, x + 12, line, { width: textWidth, size: 7, color: MUTED })
    line = write(doc, value, x + 12, doc.y, { width: textWidth, size: 9.5 }) + 3
  }
  write(doc, t('emergency_short'), x + 12, y + CARD.height - 30, {
    width: textWidth,
    size: 7,
    color: MUTED,
  })
  write(doc, emergencyPhone, x + 12, doc.y, {
    width: textWidth,
    bold: true,
    size: 10,
    color: ACCENT,
  })

  const qr = qrModules(card.verifyUrl)
  const cell = qrSize / qr.size
  doc.rect(qrX, qrY, qrSize, qrSize).fill('#ffffff')
  for (let row = 0; row < qr.size; row++) {
    for (let column = 0; column < qr.size; column++) {
      if (qr.dark(column, row)) doc.rect(qrX + column * cell, qrY + row * cell, cell, cell)
    }
  }
  doc.fill(INK)
  write(doc, t('scan_to_verify'), qrX - 6, qrY + qrSize + 4, {
    width: qrSize + 12,
    align: 'center',
    size: 6.5,
    color: MUTED,
  })

  // How to use it.
  let below = y + CARD.height + 36
  below =
    write(doc, t('pdf_how_title'), x, below, { width: CONTENT_WIDTH, bold: true, size: 12 }) + 4
  below = write(doc, t('pdf_how_text'), x, below, { width: CONTENT_WIDTH }) + 6
  below =
    write(doc, t('emergency', { phone: emergencyPhone }), x, below, { width: CONTENT_WIDTH }) + 6
  write(doc, `${t('verify_link')}: ${card.verifyUrl}`, x, below, {
    width: CONTENT_WIDTH,
    size: 8,
    color: MUTED,
  })
  return { filename: `member-card-${card.membershipNumber}.pdf`, pdf: await finish(doc) }
}
