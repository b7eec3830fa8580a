import vine, { errors as vineErrors } from '@vinejs/vine'
import type User from '#models/user'
import { isValidThaiTaxId, normalizeTaxId } from '#support/thai_tax_id'
import { THAI_PROVINCES, provinceByCode } from '#support/thai_provinces'
import { perLocale } from '#support/per_locale'
import { HOME_COUNTRY, countryName, isCountryCode } from '#support/countries'
import { countryCodeFromText } from '#services/accounts/contact_details_conversion'

/**
 * Who a full tax invoice is made out to (Revenue Code §86/4, DESIGN §11):
 * the member, or a company with its name, address, 13-digit tax ID and
 * head office or branch. Stored on the user as entered; copied onto each
 * invoice and credit note when it is issued, so an issued document never
 * changes.
 */
export type ThaiAddress = {
  type: 'thai'
  house: string
  road: string | null
  subdistrict: string
  district: string
  province: string
  postcode: string
}
/** `country`: an ISO 3166-1 alpha-2 code (an early free-text country is kept as it was). */
export type ForeignAddress = { type: 'foreign'; lines: string; country: string }

export type InvoiceDetails = {
  kind: 'person' | 'company'
  companyName: string | null
  address: ThaiAddress | ForeignAddress | null
  taxId: string | null
  /** '00000' for the head office, else the five-digit branch number. */
  branch: string | null
}

/** What a document prints: the snapshot plus the name it is made out to. */
export type BuyerSnapshot = InvoiceDetails & { name: string }

const text = (max: number) => vine.string().trim().maxLength(max).optional()

/** The form fields (Profile Details, the checkout's personal-info step, staff). */
export const invoiceDetailsFields = {
  invoice_to: vine.enum(['person', 'company']).optional(),
  company_name: text(200),
  address_kind: vine.enum(['thai', 'foreign', 'none']).optional(),
  house: text(200),
  road: text(120),
  subdistrict: text(120),
  district: text(120),
  province: text(4),
  postcode: text(10),
  foreign_lines: text(500),
  foreign_country: text(100),
  tax_id: text(20),
  branch_kind: vine.enum(['head_office', 'branch']).optional(),
  branch_number: text(10),
}
export const invoiceDetailsValidator = vine.create(invoiceDetailsFields)

export type InvoiceDetailsInput = {
  invoice_to?: 'person' | 'company'
  company_name?: string
  address_kind?: 'thai' | 'foreign' | 'none'
  house?: string
  road?: string
  subdistrict?: string
  district?: string
  province?: string
  postcode?: string
  foreign_lines?: string
  foreign_country?: string
  tax_id?: string
  branch_kind?: 'head_office' | 'branch'
  branch_number?: string
}

type Translate = (key: string) => string

/**
 * Checks the fields and returns the details to store, or throws field
 * errors (translated, nothing stored). `companyRequired`: the Business
 * plan's checkout needs a company.
 */
export function parseInvoiceDetails(
  input: InvoiceDetailsInput,
  t: Translate,
  options: { companyRequired?: boolean } = {}
): InvoiceDetails {
  const errors: Array<{ field: string; message: string }> = []
  const fail = (field: string, key: string) =>
    errors.push({ field, message: t(`invoice_details.errors.${key}`) })
  const value = (field: keyof InvoiceDetailsInput) => (input[field] ?? '').trim()

  const kind = input.invoice_to ?? 'person'
  if (options.companyRequired && kind !== 'company') fail('invoice_to', 'business_company')
  const company = kind === 'company'

  const companyName = value('company_name')
  if (company && !companyName) fail('company_name', 'company_name')

  let address: InvoiceDetails['address'] = null
  const addressKind = input.address_kind ?? 'none'
  if (addressKind === 'thai') {
    const province = provinceByCode(value('province'))
    if (!value('house')) fail('house', 'required')
    if (!value('subdistrict')) fail('subdistrict', 'required')
    if (!value('district')) fail('district', 'required')
    if (!province) fail('province', 'province')
    if (!/^\d{5}$/.test(value('postcode'))) fail('postcode', 'postcode')
    address = {
      type: 'thai',
      house: value('house'),
      road: value('road') || null,
      subdistrict: value('subdistrict'),
      district: value('district'),
      province: province?.code ?? '',
      postcode: value('postcode'),
    }
  } else if (addressKind === 'foreign') {
    // The country comes from the country list, as the profile's does (SPEC §2.8).
    const country = value('foreign_country').toUpperCase()
    if (!value('foreign_lines')) fail('foreign_lines', 'required')
    if (!isCountryCode(country)) fail('foreign_country', 'country')
    else if (country === HOME_COUNTRY) fail('foreign_country', 'country_thailand')
    address = { type: 'foreign', lines: value('foreign_lines'), country }
  } else if (company) {
    fail('address_kind', 'address')
  }

  const taxId = normalizeTaxId(value('tax_id'))
  if (taxId) {
    if (!/^\d{13}$/.test(taxId)) fail('tax_id', 'tax_id_length')
    else if (!isValidThaiTaxId(taxId)) fail('tax_id', 'tax_id_check')
  } else if (company) {
    fail('tax_id', 'tax_id_length')
  }

  let branch: string | null = null
  if (company) {
    if (input.branch_kind === 'branch') {
      const number = value('branch_number')
      if (!/^\d{5}$/.test(number) || number === '00000') fail('branch_number', 'branch_number')
      branch = number
    } else if (input.branch_kind === 'head_office') {
      branch = '00000'
    } else {
      fail('branch_kind', 'branch_kind')
    }
  }

  if (errors.length) {
    throw new vineErrors.E_VALIDATION_ERROR(
      errors.map((error) => ({ ...error, rule: 'invoice_details' }))
    )
  }
  return {
    kind,
    companyName: company ? companyName : null,
    address,
    taxId: taxId || null,
    branch,
  }
}

/** The details as the form shows them (empty strings for what is not set). */
export function invoiceDetailsForm(details: InvoiceDetails | null) {
  const address = details?.address ?? null
  const thai = address?.type === 'thai' ? address : null
  const foreign = address?.type === 'foreign' ? address : null
  return {
    invoice_to: details?.kind ?? 'person',
    company_name: details?.companyName ?? '',
    address_kind: address?.type ?? 'none',
    house: thai?.house ?? '',
    road: thai?.road ?? '',
    subdistrict: thai?.subdistrict ?? '',
    district: thai?.district ?? '',
    province: thai?.province ?? '',
    postcode: thai?.postcode ?? '',
    foreign_lines: foreign?.lines ?? '',
    // An early free-text country is offered as its code when it names one.
    foreign_country: foreign
      ? isCountryCode(foreign.country)
        ? foreign.country
        : (countryCodeFromText(foreign.country) ?? foreign.country)
      : '',
    tax_id: details?.taxId ?? '',
    branch_kind: details?.branch && details.branch !== '00000' ? 'branch' : 'head_office',
    branch_number: details?.branch && details.branch !== '00000' ? details.branch : '',
  }
}

type ProvinceOption = { value: string; label: string }

/**
 * Made once per language (the settings pages send the list on every visit)
 * and frozen, since every caller shares it; typed mutable for page props.
 */
const provinceList = perLocale((language): ProvinceOption[] => {
  const key = language === 'th' ? 'th' : 'en'
  const collator = new Intl.Collator(key)
  const made = THAI_PROVINCES.map((province) => ({
    value: province.code,
    label: province[key],
  })).sort((a, b) => collator.compare(a.label, b.label))
  made.forEach((option) => Object.freeze(option))
  return Object.freeze(made) as ProvinceOption[]
})

/** The province list for a select, in the reader's language. */
export function provinceOptions(locale: string): ProvinceOption[] {
  return provinceList(locale === 'th' ? 'th' : 'en')
}

/** Whether the details make out a company invoice (the Business checkout needs one). */
export function hasCompanyDetails(details: InvoiceDetails | null) {
  return Boolean(details && details.kind === 'company' && details.taxId && details.address)
}

/** The buyer to copy onto a document issued now; null when the member gave nothing. */
export function buyerSnapshot(user: User): BuyerSnapshot | null {
  const details = user.invoiceDetails
  if (!details) return null
  return {
    ...details,
    name: details.kind === 'company' && details.companyName ? details.companyName : user.name,
  }
}

/** One address line as a §86/4 document prints it, in the document's language. */
export function formatAddress(address: ThaiAddress | ForeignAddress, locale: 'en' | 'th') {
  if (address.type === 'foreign') {
    // The country by name in the document's language ("Germany", "เยอรมนี").
    return `${address.lines.replace(/\s*\n\s*/g, ', ')}, ${countryName(address.country, locale)}`
  }
  const province = provinceByCode(address.province)
  const bangkok = address.province === '10'
  if (locale === 'th') {
    return [
      address.house,
      address.road ? `ถนน${address.road}` : null,
      `${bangkok ? 'แขวง' : 'ตำบล'}${address.subdistrict}`,
      `${bangkok ? 'เขต' : 'อำเภอ'}${address.district}`,
      bangkok ? (province?.th ?? '') : `จังหวัด${province?.th ?? ''}`,
      address.postcode,
    ]
      .filter(Boolean)
      .join(' ')
  }
  return [
    address.house,
    address.road,
    address.subdistrict,
    address.district,
    `${province?.en ?? ''} ${address.postcode}`,
  ]
    .filter(Boolean)
    .join(', ')
}
