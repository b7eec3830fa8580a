/** Satang (the integer the server stores) as baht with two decimals, for an input box. */
export function satangToBaht(satang: number | null | undefined): string {
  return typeof satang === 'number' && Number.isFinite(satang) ? (satang / 100).toFixed(2) : ''
}

/** Baht as typed ("1,250.5", "฿ 99") to satang, or null when it is not an amount. */
export function bahtToSatang(baht: string): number | null {
  const cleaned = baht.replace(/[,\s฿]/g, '')
  if (!/^\d{1,12}(\.\d{0,2})?$/.test(cleaned)) return null
  return Math.round(Number(cleaned) * 100)
}
