import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { renderTaxInvoice, type TaxInvoiceData } from '#services/documents/tax_invoice_pdf'
import { renderCreditNote, type CreditNoteData } from '#services/documents/credit_note_pdf'
import { renderPlanAgreement, type PlanAgreementData } from '#services/documents/plan_agreement_pdf'
import { bahtText } from '#services/documents/baht_text'
import { DEFAULT_SELLER } from '#services/documents/seller'
import type { DocumentLocale } from '#services/documents/thai_text'
import { splitVatInclusive } from '#support/money'
import { inkShare, pdfText, pdfToPngs, readGrayPng, readable } from '#tests/support/documents_pdf'

const ISSUED = DateTime.fromISO('2026-11-23T05:00:00Z')
const seller = {
  name: DEFAULT_SELLER.seller_name,
  address: DEFAULT_SELLER.seller_address,
  taxId: DEFAULT_SELLER.seller_tax_id,
  branch: DEFAULT_SELLER.seller_branch,
}
const buyer = {
  name: 'บริษัท สยามเทรดดิ้ง จำกัด',
  email: 'accounts@siam-trading.example',
  address:
    '88/123 หมู่บ้านสวนหลวงการ์เด้นท์วิลล่า ซอยอ่อนนุชหกสิบห้า ถนนอ่อนนุช แขวงประเวศ เขตประเวศ กรุงเทพมหานคร 10250',
  taxId: '0105561234567',
  branch: '00001',
}
const amounts = splitVatInclusive(495_000)

function invoiceData(locale: DocumentLocale): TaxInvoiceData {
  return {
    locale,
    number: 'INV-2026-000123',
    issuedAt: ISSUED,
    seller,
    buyer,
    membershipNumber: 'LX-2026-000042',
    items: [
      {
        description:
          locale === 'th'
            ? 'ค่าสมาชิกแผน ธุรกิจ (รายเดือน) ตั้งแต่ 23 พฤศจิกายน 2569 ถึง 23 ธันวาคม 2569'
            : 'Business membership (monthly), 23 November 2026 to 23 December 2026',
        quantity: 1,
        unitSatang: amounts.subtotalSatang,
        amountSatang: amounts.subtotalSatang,
      },
    ],
    ...amounts,
    payment: { method: 'card Visa ending 4242', reference: 'chrg_test_5x7abc' },
  }
}

function creditNoteData(locale: DocumentLocale): CreditNoteData {
  const refund = splitVatInclusive(100_000)
  return {
    locale,
    number: 'CN-2026-000007',
    issuedAt: ISSUED.plus({ days: 3 }),
    seller,
    buyer,
    invoice: {
      number: 'INV-2026-000123',
      issuedAt: ISSUED,
      subtotalSatang: amounts.subtotalSatang,
    },
    creditedBeforeSatang: 0,
    description:
      locale === 'th'
        ? 'คืนเงินตามใบกำกับภาษีเลขที่ INV-2026-000123'
        : 'Refund for tax invoice INV-2026-000123',
    reason: 'ลูกค้าขอยกเลิกบริการบางส่วนภายในระยะเวลาที่กำหนด',
    subtotalSatang: refund.subtotalSatang,
    vatSatang: refund.vatSatang,
    totalSatang: refund.totalSatang,
  }
}

/** Long Thai without spaces: it must wrap between words, never inside one. */
const LONG_THAI =
  'สมาชิกตกลงว่าการให้คำปรึกษาทางกฎหมายตามแผนสมาชิกนี้เป็นไปตามขอบเขตที่กำหนดไว้ในเอกสารรายละเอียดแผนและบริษัทจะดำเนินการตรวจสอบคำขอภายในสิบสองถึงยี่สิบสี่ชั่วโมงทำการรวมถึงเรื่องน้ำประปาและไฟฟ้านับจากวันที่ได้รับเอกสารครบถ้วนโดยสมาชิกต้องแจ้งข้อมูลที่ถูกต้องและเป็นความจริงทุกประการ'

function agreementData(locale: DocumentLocale): PlanAgreementData {
  return {
    locale,
    reference: 'LX-2026-000042-2026-01',
    memberName: 'สมชาย ใจดี',
    memberEmail: 'somchai@example.test',
    membershipNumber: 'LX-2026-000042',
    planName: locale === 'th' ? 'ส่วนบุคคล' : 'Personal',
    termsTitle: locale === 'th' ? 'ข้อกำหนดและเงื่อนไขการเป็นสมาชิก' : 'Membership terms and conditions',
    termsVersion: '2026-01',
    acceptedAt: ISSUED,
    acceptedIp: '203.0.113.7',
    paragraphs: [
      { text: '1. ขอบเขตของบริการ', heading: true },
      { text: LONG_THAI, heading: false },
      { text: 'The member may cancel with 30 days written notice.', heading: false },
    ],
  }
}

/** `text` (already readable()) contains `expected`, compared in the same form. */
function includes(assert: any, text: string, expected: string) {
  assert.include(text, readable(expected))
}

/** Renders, checks the page images, returns the extracted text. */
async function look(assert: any, pdf: Buffer, name: string) {
  assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-')
  const pages = await pdfToPngs(pdf, name)
  assert.isAbove(pages.length, 0)
  const image = await readGrayPng(pages[0])
  assert.isAbove(image.width, 500)
  const share = inkShare(image)
  // Not blank, not a black page: printed text on white.
  assert.isAbove(share, 0.004, `${name}: the page has text`)
  assert.isBelow(share, 0.2, `${name}: the page is mostly white`)
  // The title band at the top carries ink (the seller and the document's name).
  assert.isAbove(inkShare(image, 40, 110), 0.005, `${name}: the header is printed`)
  return readable(await pdfText(pdf, name))
}

test.group('Documents as PDF (DESIGN §7)', () => {
  test('[spec 2.8] the Thai tax invoice shows every field of Revenue Code §86/4, in Thai', async ({
    assert,
  }) => {
    const text = await look(assert, await renderTaxInvoice(invoiceData('th')), 'tax_invoice_th')
    for (const expected of [
      'ใบกำกับภาษี / ใบเสร็จรับเงิน',
      'บริษัท เล็กซ์แพท จำกัด',
      'เลขประจำตัวผู้เสียภาษี 0105566000001',
      'สำนักงานใหญ่',
      'บริษัท สยามเทรดดิ้ง จำกัด',
      'เลขประจำตัวผู้เสียภาษี 0105561234567',
      'สาขาที่ 00001',
      'INV-2026-000123',
      '23 พฤศจิกายน 2569',
      'มูลค่าก่อนภาษีมูลค่าเพิ่ม',
      'ภาษีมูลค่าเพิ่ม 7%',
      'จำนวนเงินรวมทั้งสิ้น',
      '4,626.17',
      '323.83',
      '4,950.00',
      `(${bahtText(495_000)})`,
      'สี่พันเก้าร้อยห้าสิบบาทถ้วน',
    ]) {
      includes(assert, text, expected)
    }
    assert.notInclude(text, 'พฤศจิกายน 2026', 'Thai dates are in the Buddhist era')
  })

  test('[spec 2.8] the English tax invoice keeps the Thai title and words, with a Gregorian date', async ({
    assert,
  }) => {
    const text = await look(assert, await renderTaxInvoice(invoiceData('en')), 'tax_invoice_en')
    for (const expected of [
      'ใบกำกับภาษี / ใบเสร็จรับเงิน',
      'Tax invoice / Receipt',
      'Tax ID 0105566000001',
      'Head office',
      'Branch 00001',
      '23 November 2026',
      'VAT 7%',
      '4,950.00',
      'สี่พันเก้าร้อยห้าสิบบาทถ้วน',
      'Paid by card Visa ending 4242, reference chrg_test_5x7abc.',
    ]) {
      includes(assert, text, expected)
    }
  })

  for (const locale of ['th', 'en'] as const) {
    test(`[spec 2.8] the credit note (${locale}) names the original tax invoice, the difference and its VAT`, async ({
      assert,
    }) => {
      const text = await look(
        assert,
        await renderCreditNote(creditNoteData(locale)),
        `credit_note_${locale}`
      )
      includes(assert, text, 'ใบลดหนี้')
      includes(assert, text, 'CN-2026-000007')
      includes(assert, text, 'INV-2026-000123')
      includes(assert, text, '1,000.00')
      includes(assert, text, '65.42')
      includes(assert, text, 'หนึ่งพันบาทถ้วน')
      includes(assert, text, 'ลูกค้าขอยกเลิกบริการบางส่วนภายในระยะเวลาที่กำหนด')
      includes(assert, text, locale === 'th' ? '26 พฤศจิกายน 2569' : '26 November 2026')
      if (locale === 'en') includes(assert, text, 'Credit note')
    })
  }

  for (const locale of ['th', 'en'] as const) {
    test(`[spec 2.8] the plan agreement (${locale}) shows the version, when and from which IP`, async ({
      assert,
    }) => {
      const text = await look(
        assert,
        await renderPlanAgreement(agreementData(locale)),
        `agreement_${locale}`
      )
      includes(assert, text, '203.0.113.7')
      includes(assert, text, '2026-01')
      includes(assert, text, 'LX-2026-000042')
      includes(
        assert,
        text,
        locale === 'th' ? '23 พฤศจิกายน 2569 เวลา 12:00:00 น.' : '23 November 2026, 12:00:00'
      )
      includes(assert, text, 'The member may cancel with 30 days written notice.')
    })
  }

  test('[spec 2.8] long Thai wraps between words, never inside one', async ({ assert }) => {
    const pdf = await renderPlanAgreement(agreementData('th'))
    const text = await pdfText(pdf, 'agreement_wrap')
    const source = readable(LONG_THAI)
    const all = text.split('\n').map((line) => readable(line).trim())
    // The paragraph's lines: after its heading, before the English paragraph.
    const lines = all.slice(
      all.indexOf(readable('1. ขอบเขตของบริการ')) + 1,
      all.findIndex((line) => line.startsWith('The member'))
    )
    assert.isAbove(lines.length, 2, 'the paragraph takes several lines')
    assert.equal(lines.join(''), source, 'nothing lost or reordered')
    const boundaries = new Set<number>()
    for (const { segment } of new Intl.Segmenter('th', { granularity: 'word' }).segment(
      LONG_THAI
    )) {
      // Word ends, measured in the compared (NFKC) form.
      boundaries.add((boundaries.size ? Math.max(...boundaries) : 0) + readable(segment).length)
    }
    let position = 0
    for (const line of lines.slice(0, -1)) {
      position += line.length
      assert.isTrue(boundaries.has(position), `a line ends inside a word: …${line.slice(-8)}`)
    }
  })

  test('[spec 2.8] a long terms text flows over pages, each with its footer', async ({
    assert,
  }) => {
    const data = agreementData('th')
    data.paragraphs = Array.from({ length: 12 }, (_, index) => [
      { text: `${index + 1}. หัวข้อที่ ${index + 1}`, heading: true },
      { text: LONG_THAI, heading: false },
      { text: LONG_THAI, heading: false },
    ]).flat()
    const pdf = await renderPlanAgreement(data)
    const pages = await pdfToPngs(pdf, 'agreement_long')
    assert.isAbove(pages.length, 1)
    for (const page of pages) {
      assert.isAbove(inkShare(await readGrayPng(page)), 0.004, `${page} is printed`)
    }
    const text = readable(await pdfText(pdf, 'agreement_long'))
    for (let page = 1; page <= pages.length; page++) {
      includes(assert, text, `LX-2026-000042-2026-01 · หน้า ${page} จาก ${pages.length}`)
    }
    includes(assert, text, '12. หัวข้อที่ 12')
  })
})
