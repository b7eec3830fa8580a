/**
 * SPEC §5 number display (English locale): whole numbers without decimals,
 * anything else with exactly two.
 */
export function formatNumber(value: number, locale = 'en-US'): string {
  return numberFormat(locale, Number.isInteger(value)).format(value)
}

/** Formatters are costly to build and never change: one per locale and kind, kept. */
const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${whole}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    })
    numberFormats.set(key, format)
  }
  return format
}

/** Amounts are kept in satang (1/100 baht) on the server. */
export function formatSatang(satang: number, symbol = '฿'): string {
  return `${symbol}${formatNumber(satang / 100)}`
}
