/**
 * Money is integer satang (1/100 baht) everywhere; no floats.
 *
 * Plan prices are VAT-inclusive (what a member sees, e.g. 795 THB, is what
 * they pay). An invoice splits the total into subtotal and VAT 7%:
 *
 *   vat      = round_half_up(total × 7 / 107)   (in satang)
 *   subtotal = total − vat
 *
 * so subtotal + vat always equals the total charged, to the satang.
 */
export const VAT_RATE_PERCENT = 7

export function bahtToSatang(baht: number): number {
  if (!Number.isFinite(baht) || baht < 0) throw new RangeError(`Invalid amount: ${baht}`)
  // Parse through a fixed string so 795.1 does not become 79509.99999.
  const [whole, fraction = ''] = baht.toFixed(2).split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

export function satangToBahtString(satang: number): string {
  assertSatang(satang)
  const sign = satang < 0 ? '-' : ''
  const absolute = Math.abs(satang)
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

export function assertSatang(value: number): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`Satang must be a whole number, got ${value}`)
}

/** Integer division rounding half up (for non-negative numerators). */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2))
}

export function splitVatInclusive(totalSatang: number): {
  subtotalSatang: number
  vatSatang: number
  totalSatang: number
} {
  assertSatang(totalSatang)
  if (totalSatang < 0) throw new RangeError('An invoice total cannot be negative')
  const vatSatang = divideRoundHalfUp(totalSatang * VAT_RATE_PERCENT, 100 + VAT_RATE_PERCENT)
  return { subtotalSatang: totalSatang - vatSatang, vatSatang, totalSatang }
}

/** The annual price: the monthly price times the number of months it is worth. */
export function annualFromMonthly(monthlySatang: number, months: number): number {
  assertSatang(monthlySatang)
  if (!Number.isInteger(months) || months < 1 || months > 12) {
    throw new RangeError('An annual price is worth between 1 and 12 months')
  }
  return monthlySatang * months
}

/** SPEC §5: whole baht without decimals, otherwise two. */
export function formatMoney(satang: number) {
  const whole = satang % 100 === 0
  return `฿${new Intl.NumberFormat('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(satang / 100)}`
}
