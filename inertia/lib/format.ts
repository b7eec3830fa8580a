/**
 * SPEC §5 number display (English locale): whole numbers without decimals,
 * anything else with exactly two.
 */
export function formatNumber(value: number, locale = 'en-US'): string {
  const whole = Number.isInteger(value)
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(value)
}

/** Amounts are kept in satang (1/100 baht) on the server. */
export function formatSatang(satang: number, symbol = '฿'): string {
  return `${symbol}${formatNumber(satang / 100)}`
}
