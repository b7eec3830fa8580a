import settings from '#services/platform/settings_store'

/**
 * The seller printed on every tax invoice and credit note (Revenue Code
 * §86/4): registered name, address, 13-digit tax id and head office
 * ('00000') or 5-digit branch. Staff edit them in admin Settings.
 */
export const SellerSettingKeys = {
  NAME: 'seller_name',
  ADDRESS: 'seller_address',
  TAX_ID: 'seller_tax_id',
  BRANCH: 'seller_branch',
} as const

export const HEAD_OFFICE_BRANCH = '00000'

/** Placeholders seeded on a fresh install; staff replace them with the company's own. */
export const DEFAULT_SELLER = {
  [SellerSettingKeys.NAME]: 'บริษัท เล็กซ์แพท จำกัด (Lexpat Co., Ltd.)',
  [SellerSettingKeys.ADDRESS]:
    '999/9 อาคารเดอะออฟฟิศเศส ชั้น 20 ถนนพระรามที่ 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพมหานคร 10330',
  [SellerSettingKeys.TAX_ID]: '0105566000001',
  [SellerSettingKeys.BRANCH]: HEAD_OFFICE_BRANCH,
}

export type Seller = { name: string; address: string; taxId: string; branch: string }

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback

export async function currentSeller(): Promise<Seller> {
  const values = await settings.all()
  const read = (key: keyof typeof DEFAULT_SELLER) => text(values.get(key), DEFAULT_SELLER[key])
  return {
    name: read(SellerSettingKeys.NAME),
    address: read(SellerSettingKeys.ADDRESS),
    taxId: read(SellerSettingKeys.TAX_ID),
    branch: read(SellerSettingKeys.BRANCH),
  }
}

/** A Thai tax id: 13 digits whose last is the mod-11 check digit of the first twelve. */
export function isThaiTaxId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false
  const digits = value.split('').map(Number)
  const sum = digits.slice(0, 12).reduce((total, digit, index) => total + digit * (13 - index), 0)
  return (11 - (sum % 11)) % 10 === digits[12]
}

/** Seeds the seller settings that are not set yet (a staff edit is never overwritten). */
export async function seedSellerSettings() {
  const values = await settings.all()
  for (const [key, value] of Object.entries(DEFAULT_SELLER)) {
    if (!values.has(key)) await settings.set(key, value)
  }
}
