import { assertSatang } from '#support/money'

const DIGITS = ['', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า']
const PLACES = ['', 'สิบ', 'ร้อย', 'พัน', 'หมื่น', 'แสน']

/**
 * Reads 0…999,999 in Thai. A 1 in the units place is "เอ็ด" when anything
 * stands before it (11 สิบเอ็ด, 101 หนึ่งร้อยเอ็ด, 1,000,001 หนึ่งล้านเอ็ด); a 1
 * in the tens place is plain "สิบ" and a 2 there is "ยี่สิบ".
 */
function readGroup(value: number, hasHigher: boolean): string {
  let text = ''
  const digits = String(value).split('').map(Number)
  digits.forEach((digit, index) => {
    const place = digits.length - 1 - index
    if (digit === 0) return
    if (place === 1) {
      text += digit === 1 ? 'สิบ' : digit === 2 ? 'ยี่สิบ' : `${DIGITS[digit]}สิบ`
    } else if (place === 0) {
      text += digit === 1 && (value >= 10 || hasHigher) ? 'เอ็ด' : DIGITS[digit]
    } else {
      text += `${DIGITS[digit]}${PLACES[place]}`
    }
  })
  return text
}

/** Reads a whole number in Thai, by groups of six digits joined with "ล้าน". */
function readNumber(value: number, hasHigher = false): string {
  if (value < 1_000_000) return readGroup(value, hasHigher)
  const millions = Math.floor(value / 1_000_000)
  const rest = value % 1_000_000
  return `${readNumber(millions, hasHigher)}ล้าน${readGroup(rest, true)}`
}

/**
 * The amount in Thai words as written on tax invoices and receipts (what
 * Excel's BAHTTEXT gives): 79,500 satang → "เจ็ดร้อยเก้าสิบห้าบาทถ้วน",
 * 123,456,789 satang → "หนึ่งล้านสองแสนสามหมื่นสี่พันห้าร้อยหกสิบเจ็ดบาทแปดสิบเก้าสตางค์".
 */
export function bahtText(satang: number): string {
  assertSatang(satang)
  if (satang < 0) return `ลบ${bahtText(-satang)}`
  const baht = Math.floor(satang / 100)
  const fraction = satang % 100
  if (baht === 0 && fraction === 0) return 'ศูนย์บาทถ้วน'
  const bahtPart = baht > 0 ? `${readNumber(baht)}บาท` : ''
  return fraction === 0 ? `${bahtPart}ถ้วน` : `${bahtPart}${readGroup(fraction, false)}สตางค์`
}
