import type { LucidRow } from '@adonisjs/lucid/types/model'

const blank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.every((line) => String(line).trim() === ''))

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Brings the Thai texts of a row seeded before they existed (an install
 * that predates them): each Thai field still empty is filled, but only
 * while the row's English is still the seeded text — a Thai translation of
 * English a staff editor has since rewritten would say something else.
 * Thai a staff editor wrote is never replaced. Returns whether it saved.
 */
export async function fillThai(
  row: LucidRow,
  seededEnglish: Record<string, unknown>,
  thai: Record<string, unknown>
): Promise<boolean> {
  const values = row as unknown as Record<string, unknown>
  for (const [field, english] of Object.entries(seededEnglish)) {
    if (!same(values[field], english)) return false
  }
  for (const [field, text] of Object.entries(thai)) {
    if (blank(values[field])) row.merge({ [field]: text })
  }
  if (!row.$isDirty) return false
  await row.save()
  return true
}
