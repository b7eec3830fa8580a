/**
 * The Thai 13-digit tax identification number (the same number as a
 * person's citizen ID): the last digit checks the first twelve,
 * check = (11 − Σ digit[i] × (13 − i) mod 11) mod 10 for i = 0..11.
 */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s-]/g, '')
}

export function isValidThaiTaxId(value: string): boolean {
  const digits = normalizeTaxId(value)
  if (!/^\d{13}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (13 - i)
  return (11 - (sum % 11)) % 10 === Number(digits[12])
}
