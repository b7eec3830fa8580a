import { test } from '@japa/runner'
import { errors as vineErrors } from '@vinejs/vine'
import { isValidThaiTaxId } from '#support/thai_tax_id'
import { THAI_PROVINCES } from '#support/thai_provinces'
import {
  formatAddress,
  parseInvoiceDetails,
  provinceOptions,
} from '#services/billing/invoice_details'

/** A registered company's details, as the form sends them. */
const COMPANY = {
  invoice_to: 'company' as const,
  company_name: 'Siam Widgets Co., Ltd.',
  address_kind: 'thai' as const,
  house: '99/1 Ocean Tower, 12th floor',
  road: 'Sukhumvit',
  subdistrict: 'Khlong Toei Nuea',
  district: 'Watthana',
  province: '10',
  postcode: '10110',
  tax_id: '0105556012341',
  branch_kind: 'head_office' as const,
}

function fieldsOf(run: () => unknown): Record<string, string> {
  try {
    run()
  } catch (error) {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      return Object.fromEntries(
        (error.messages as Array<{ field: string; message: string }>).map((m) => [
          m.field,
          m.message,
        ])
      )
    }
    throw error
  }
  return {}
}

test.group('Full tax invoice buyer (Revenue Code §86/4)', () => {
  test('[spec 4] the 13-digit tax ID: valid, wrong check digit, wrong length', ({ assert }) => {
    assert.isTrue(isValidThaiTaxId('0105556012341'))
    assert.isTrue(isValidThaiTaxId('0994000165510'))
    assert.isTrue(isValidThaiTaxId('0-1055-56012-34-1'))
    assert.isFalse(isValidThaiTaxId('0105556012342'))
    assert.isFalse(isValidThaiTaxId('0105561234567'))
    assert.isFalse(isValidThaiTaxId('010555601234'))
    assert.isFalse(isValidThaiTaxId('01055560123411'))
    assert.isFalse(isValidThaiTaxId('01055560123a1'))
  })

  test('[spec 4] the check digit is (11 - Σ d[i]·(13-i) mod 11) mod 10, including the mod 10 wrap', ({
    assert,
  }) => {
    // Σ = 1·13 + 1·12 + 0 + 1·10 + 7·9 + 0… = 98 → 98 mod 11 = 10 → (11 − 10) mod 10 = 1.
    assert.isTrue(isValidThaiTaxId('1101700000001'))
    assert.isFalse(isValidThaiTaxId('1101700000000'))
    // Σ = 320 → 320 mod 11 = 1 → 11 − 1 = 10 → mod 10 = 0 (not "10").
    assert.isTrue(isValidThaiTaxId('0994000165510'))
    assert.isFalse(isValidThaiTaxId('0994000165511'))
  })

  test('[spec 4] the province list has the 77 provinces, each named in English and Thai', ({
    assert,
  }) => {
    assert.lengthOf(THAI_PROVINCES, 77)
    assert.lengthOf(new Set(THAI_PROVINCES.map((p) => p.code)), 77)
    for (const province of THAI_PROVINCES) {
      assert.match(province.th, /[\u0E00-\u0E7F]/)
      assert.isAbove(province.en.length, 2)
    }
  })

  test('[spec 4] the province select lists all 77 in the reader language, in its order', ({
    assert,
  }) => {
    const thai = provinceOptions('th')
    const english = provinceOptions('en')
    assert.lengthOf(thai, 77)
    assert.strictEqual(provinceOptions('th'), thai, 'made once per language')
    assert.isTrue(Object.isFrozen(thai))
    const bangkok = THAI_PROVINCES.find((province) => province.en === 'Bangkok')!
    assert.deepEqual(
      english.find((option) => option.value === bangkok.code),
      { value: bangkok.code, label: 'Bangkok' }
    )
    assert.equal(thai.find((option) => option.value === bangkok.code)?.label, bangkok.th)
    const labels = thai.map((option) => option.label)
    assert.deepEqual(labels, [...labels].sort(new Intl.Collator('th').compare))
    assert.deepEqual(
      english.map((option) => option.label),
      THAI_PROVINCES.map((province) => province.en).sort(new Intl.Collator('en').compare)
    )
  })

  test('[spec 4] a company needs name, address, a valid tax ID and head office or branch', ({
    assert,
  }) => {
    const t = (key: string) => key
    const details = parseInvoiceDetails(COMPANY, t)
    assert.deepEqual(details, {
      kind: 'company',
      companyName: 'Siam Widgets Co., Ltd.',
      address: {
        type: 'thai',
        house: '99/1 Ocean Tower, 12th floor',
        road: 'Sukhumvit',
        subdistrict: 'Khlong Toei Nuea',
        district: 'Watthana',
        province: '10',
        postcode: '10110',
      },
      taxId: '0105556012341',
      branch: '00000',
    })
    const errors = fieldsOf(() =>
      parseInvoiceDetails(
        {
          ...COMPANY,
          company_name: '',
          tax_id: '0105556012342',
          postcode: '101',
          province: '99',
          branch_kind: 'branch',
          branch_number: '00000',
        },
        t
      )
    )
    assert.deepEqual(errors, {
      company_name: 'invoice_details.errors.company_name',
      province: 'invoice_details.errors.province',
      postcode: 'invoice_details.errors.postcode',
      tax_id: 'invoice_details.errors.tax_id_check',
      branch_number: 'invoice_details.errors.branch_number',
    })
    assert.deepEqual(
      fieldsOf(() => parseInvoiceDetails({ invoice_to: 'person' }, t, { companyRequired: true })),
      {
        invoice_to: 'invoice_details.errors.business_company',
      }
    )
    // A person may give nothing more.
    assert.equal(parseInvoiceDetails({ invoice_to: 'person' }, t).kind, 'person')
  })

  test('[spec 4] the address in Thai and English; Bangkok has khwaeng and khet', ({ assert }) => {
    const details = parseInvoiceDetails(COMPANY, (key) => key)
    assert.equal(
      formatAddress(details.address!, 'th'),
      '99/1 Ocean Tower, 12th floor ถนนSukhumvit แขวงKhlong Toei Nuea เขตWatthana กรุงเทพมหานคร 10110'
    )
    assert.equal(
      formatAddress(details.address!, 'en'),
      '99/1 Ocean Tower, 12th floor, Sukhumvit, Khlong Toei Nuea, Watthana, Bangkok 10110'
    )
    const chiangMai = { ...details.address!, province: '50' } as any
    assert.include(
      formatAddress(chiangMai, 'th'),
      'ตำบลKhlong Toei Nuea อำเภอWatthana จังหวัดเชียงใหม่'
    )
  })
})
