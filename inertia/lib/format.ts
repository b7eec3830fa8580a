/**
 * SPEC §5 number display (English locale): whole numbers without decimals,
 * anything else with exactly two, thousands grouped with commas.
 *
 * Written out rather than with Intl.NumberFormat: the browser's first
 * formatter loads its locale data inside hydration (≈ 30 ms on a phone, on
 * the plans pages' first paint), and the site shows numbers in one style only.
 * Rounding is half away from zero on the number as written (1.005 → 1.01), as the
 * formatter does (tests/unit/client_rules.spec.ts compares the two).
 */
export function formatNumber(value: number): string {
  const [whole, fraction] = fixed(Math.abs(value), Number.isInteger(value) ? 0 : 2).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`
}

/** `value` (≥ 0) with `digits` decimals, rounded on its shortest decimal form. */
function fixed(value: number, digits: number): string {
  const text = String(value)
  if (text.includes('e')) return value.toFixed(digits)
  const [whole, fraction = ''] = text.split('.')
  if (fraction.length <= digits) {
    return digits === 0 ? whole : `${whole}.${fraction.padEnd(digits, '0')}`
  }
  const kept = BigInt(whole + fraction.slice(0, digits)) + (fraction[digits] >= '5' ? 1n : 0n)
  const padded = kept.toString().padStart(digits + 1, '0')
  return digits === 0 ? padded : `${padded.slice(0, -digits)}.${padded.slice(-digits)}`
}

/** Amounts are kept in satang (1/100 baht) on the server. */
export function formatSatang(satang: number, symbol = '฿'): string {
  return `${symbol}${formatNumber(satang / 100)}`
}
