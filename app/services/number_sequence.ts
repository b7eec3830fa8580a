import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

export type SequenceName = 'membership' | 'invoice' | 'intake'

const PREFIX: Record<SequenceName, string> = { membership: 'LX', invoice: 'INV', intake: 'IN' }

/**
 * Per-year counters for membership, invoice and consultancy intake numbers. One atomic
 * UPDATE … RETURNING per number (SQLite 3.35+ and PostgreSQL alike), so two
 * processes never get the same value. Called inside the caller's
 * transaction, a rolled-back creation gives its number back: no gaps.
 */
export async function nextSequenceValue(
  name: SequenceName,
  year: number,
  client: QueryClientContract = db.connection()
): Promise<number> {
  await client.rawQuery(
    'INSERT INTO number_sequences (name, year, last_value) VALUES (?, ?, 0) ON CONFLICT (name, year) DO NOTHING',
    [name, year]
  )
  const result = await client.rawQuery(
    'UPDATE number_sequences SET last_value = last_value + 1 WHERE name = ? AND year = ? RETURNING last_value',
    [name, year]
  )
  const rows: Array<{ last_value: number | string }> = Array.isArray(result) ? result : result.rows
  return Number(rows[0].last_value)
}

export function formatNumber(name: SequenceName, year: number, value: number): string {
  return `${PREFIX[name]}-${year}-${String(value).padStart(6, '0')}`
}

export async function nextNumber(
  name: SequenceName,
  year: number,
  client?: QueryClientContract
): Promise<string> {
  return formatNumber(name, year, await nextSequenceValue(name, year, client))
}

/**
 * Reserves `count` consecutive values at once (bulk imports and the scale
 * seeder) and returns the first one.
 */
export async function reserveSequenceBlock(
  name: SequenceName,
  year: number,
  count: number,
  client: QueryClientContract = db.connection()
): Promise<number> {
  await client.rawQuery(
    'INSERT INTO number_sequences (name, year, last_value) VALUES (?, ?, 0) ON CONFLICT (name, year) DO NOTHING',
    [name, year]
  )
  const result = await client.rawQuery(
    'UPDATE number_sequences SET last_value = last_value + ? WHERE name = ? AND year = ? RETURNING last_value',
    [count, name, year]
  )
  const rows: Array<{ last_value: number | string }> = Array.isArray(result) ? result : result.rows
  return Number(rows[0].last_value) - count + 1
}
