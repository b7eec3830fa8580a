import type { DateTime } from 'luxon'
import {
  ACCENT,
  CONTENT_WIDTH,
  INK,
  PAGE,
  createPdf,
  ensureSpace,
  field,
  finish,
  measure,
  pageFooters,
  rule,
  translator,
  write,
} from '#services/documents/pdf'
import { documentDateTime, type DocumentLocale } from '#services/documents/thai_text'

export type PlanAgreementData = {
  locale: DocumentLocale
  /** The file's name and footer reference, e.g. the membership number and version. */
  reference: string
  memberName: string
  memberEmail: string | null
  membershipNumber: string
  planName: string
  termsTitle: string
  termsVersion: string
  acceptedAt: DateTime
  acceptedIp: string | null
  /** The accepted version's text as plain paragraphs (see termsParagraphs). */
  paragraphs: Array<{ text: string; heading: boolean }>
}

/** The plan agreement: who accepted which terms version, when and from where, then the terms. */
export async function renderPlanAgreement(data: PlanAgreementData): Promise<Buffer> {
  const t = translator(data.locale)
  const doc = createPdf({
    title: `${t('pdf.agreement.title')} ${data.reference}`,
    subject: data.termsTitle,
    locale: data.locale,
    createdAt: data.acceptedAt,
  })
  const left = PAGE.margin
  write(doc, t('pdf.agreement.title'), left, PAGE.margin, {
    width: CONTENT_WIDTH,
    bold: true,
    size: 17,
    color: ACCENT,
  })
  let y = write(doc, data.termsTitle, left, doc.y, { width: CONTENT_WIDTH, bold: true, size: 11 })
  y += 8
  rule(doc, y, INK)
  y += 10

  const half = (CONTENT_WIDTH - 16) / 2
  const rows: Array<Array<[string, string]>> = [
    [
      [
        t('pdf.agreement.member'),
        data.memberEmail ? `${data.memberName} <${data.memberEmail}>` : data.memberName,
      ],
      [t('pdf.membership_number'), data.membershipNumber],
    ],
    [
      [t('pdf.agreement.plan'), data.planName],
      [t('pdf.agreement.version'), data.termsVersion],
    ],
    [
      [t('pdf.agreement.accepted_at'), documentDateTime(data.acceptedAt, data.locale)],
      [t('pdf.agreement.accepted_ip'), data.acceptedIp ?? t('pdf.agreement.ip_unknown')],
    ],
  ]
  for (const [first, second] of rows) {
    const a = field(doc, first[0], first[1], left, y, half)
    const b = field(doc, second[0], second[1], left + half + 16, y, half)
    y = Math.max(a, b) + 6
  }
  y += 4
  rule(doc, y)
  y += 12

  for (const paragraph of data.paragraphs) {
    const options = paragraph.heading ? { bold: true, size: 10.5 } : { size: 9.5 }
    const height = measure(doc, paragraph.text, CONTENT_WIDTH, options)
    // A heading keeps at least a line of its paragraph with it.
    y = ensureSpace(doc, y, paragraph.heading ? height + 30 : Math.min(height, 40))
    y = write(doc, paragraph.text, left, y, { width: CONTENT_WIDTH, ...options }) + 6
  }
  pageFooters(doc, t, data.reference)
  return finish(doc)
}
