import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { bahtText } from '#services/documents/baht_text'
import {
  ZWSP,
  decomposeSaraAm,
  documentDate,
  documentLocale,
  formatBaht,
  withThaiBreaks,
} from '#services/documents/thai_text'
import { isThaiTaxId, DEFAULT_SELLER } from '#services/documents/seller'
import { htmlParagraphs } from '#services/documents/html_paragraphs'

test.group('Amount in Thai words (bahtText)', () => {
  const cases: Array<[number, string]> = [
    [0, 'ศูนย์บาทถ้วน'],
    [100, 'หนึ่งบาทถ้วน'],
    [1_100, 'สิบเอ็ดบาทถ้วน'],
    [2_000, 'ยี่สิบบาทถ้วน'],
    [2_100, 'ยี่สิบเอ็ดบาทถ้วน'],
    [10_100, 'หนึ่งร้อยเอ็ดบาทถ้วน'],
    [79_500, 'เจ็ดร้อยเก้าสิบห้าบาทถ้วน'],
    [495_000, 'สี่พันเก้าร้อยห้าสิบบาทถ้วน'],
    [100_000_000, 'หนึ่งล้านบาทถ้วน'],
    [100_000_100, 'หนึ่งล้านเอ็ดบาทถ้วน'],
    [2_100_000_000, 'ยี่สิบเอ็ดล้านบาทถ้วน'],
    [123_456_789, 'หนึ่งล้านสองแสนสามหมื่นสี่พันห้าร้อยหกสิบเจ็ดบาทแปดสิบเก้าสตางค์'],
    [1, 'หนึ่งสตางค์'],
    [50, 'ห้าสิบสตางค์'],
    [121, 'หนึ่งบาทยี่สิบเอ็ดสตางค์'],
    [-2_500, 'ลบยี่สิบห้าบาทถ้วน'],
  ]
  for (const [satang, words] of cases) {
    test(`[spec 2.8] ${formatBaht(satang)} THB reads "${words}"`, ({ assert }) => {
      assert.equal(bahtText(satang), words)
    })
  }

  test('[spec 2.8] a fraction of a satang is refused', ({ assert }) => {
    assert.throws(() => bahtText(1.5))
  })
})

test.group('Thai text on documents (DESIGN §7)', () => {
  test('[spec 2.8] a zero-width space goes between Thai words only', ({ assert }) => {
    assert.equal(withThaiBreaks('ใบกำกับภาษีของ Lexpat'), `ใบ${ZWSP}กำกับ${ZWSP}ภาษี${ZWSP}ของ Lexpat`)
    assert.equal(withThaiBreaks('Tax invoice 2026'), 'Tax invoice 2026')
  })

  test('[spec 2.8] sara am is drawn as nikhahit + sara aa, nikhahit before the tone mark', ({
    assert,
  }) => {
    assert.equal(decomposeSaraAm('ทำ'), 'ท\u0E4D\u0E32')
    assert.equal(decomposeSaraAm('น้ำ'), 'น\u0E4D\u0E49\u0E32')
  })

  test('[spec 2.8] Thai dates are in the Buddhist era, English ones Gregorian', ({ assert }) => {
    // 23:30 UTC is already the next day in Bangkok.
    const date = DateTime.fromISO('2026-11-22T23:30:00Z')
    assert.equal(documentDate(date, 'th'), '23 พฤศจิกายน 2569')
    assert.equal(documentDate(date, 'en'), '23 November 2026')
  })

  test('[spec 2.8] the language: ?lang= first, then the member, then English', ({ assert }) => {
    assert.equal(documentLocale('th', 'en'), 'th')
    assert.equal(documentLocale('xx', 'th'), 'th')
    assert.equal(documentLocale(undefined, null), 'en')
  })

  test('[spec 2.8] the seeded seller tax id is a valid 13-digit Thai tax id', ({ assert }) => {
    assert.isTrue(isThaiTaxId(DEFAULT_SELLER.seller_tax_id))
    assert.isFalse(isThaiTaxId('0105566000002'))
    assert.isFalse(isThaiTaxId('12345'))
  })

  test('[spec 2.8] terms HTML becomes plain paragraphs', ({ assert }) => {
    assert.deepEqual(
      htmlParagraphs(
        '<h2>1. Scope &amp; fees</h2><p>First <strong>bold</strong><br>second &lt;b&gt;</p><ul><li>one</li></ul><script>alert(1)</script>'
      ),
      [
        { text: '1. Scope & fees', heading: true },
        { text: 'First bold\nsecond <b>', heading: false },
        { text: '• one', heading: false },
      ]
    )
  })
})
