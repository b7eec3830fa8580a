import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

export type SequenceName =
  'membership' | 'invoice' | 'intake' | 'credit_note' | 'tax_invoice_replacement'

const PREFIX: Record<SequenceName, string> = {
  membership: 'LX',
  invoice: 'INV',
  intake: 'IN',
  credit_note: 'CN',
  tax_invoice_replacement: 'RTI',
}

/** Where each kind of number is stored (each column is UNIQUE). */
const NUMBERED_COLUMN: Record<SequenceName, { table: string; column: string }> = {
  membership: { table: 'subscriptions', column: 'membership_number' },
  invoice: { table: 'invoices', column: 'number' },
  intake: { table: 'consultancy_requests', column: 'intake_number' },
  credit_note: { table: 'credit_notes', column: 'number' },
  tax_invoice_replacement: { table: 'tax_invoice_replacements', column: 'number' },
}

/**
 * Creates the year's counter when it does not exist yet, starting after
 * the highest number of that year already stored. Every number is taken
 * from this service (the forms, the checkout, the seeders), but rows
 * written before a counter existed (imports, older databases seeded with
 * fixed numbers) must not make the next number collide with theirs.
 */
async function ensureCounter(client: QueryClientContract, name: SequenceName, year: number) {
  const { table, column } = NUMBERED_COLUMN[name]
  const prefix = `${PREFIX[name]}-${year}-`
  await client.rawQuery(
    `INSERT INTO number_sequences (name, year, last_value)
     SELECT CAST(? AS VARCHAR(40)), CAST(? AS INTEGER),
       COALESCE(MAX(CAST(SUBSTR(${column}, ${prefix.length + 1}) AS INTEGER)), 0)
     FROM ${table} WHERE ${column} LIKE ?
     ON CONFLICT (name, year) DO NOTHING`,
    [name, year, `${prefix}%`]
  )
}

/**
 * The one numbering service: per-year counters for membership (LX-),
 * invoice (INV-) and consultancy intake (IN-) numbers, used by the app and
 * the seeders alike (support tickets are quoted by id, TK-000042, and need
 * none). One atomic UPDATE … RETURNING per number (SQLite 3.35+ and
 * PostgreSQL alike; the row lock serializes concurrent requests), so two
 * processes never get the same value. Called inside the caller's
 * transaction, a rolled-back creation gives its number back: no gaps.
 */
export async function nextSequenceValue(
  name: SequenceName,
  year: number,
  client: QueryClientContract = db.connection()
): Promise<number> {
  return reserveSequenceBlock(name, year, 1, client)
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
  await ensureCounter(client, name, year)
  const result = await client.rawQuery(
    'UPDATE number_sequences SET last_value = last_value + ? WHERE name = ? AND year = ? RETURNING last_value',
    [count, name, year]
  )
  const rows: Array<{ last_value: number | string }> = Array.isArray(result) ? result : result.rows
  return Number(rows[0].last_value) - count + 1
}

/**
 * A number that came from elsewhere (the legacy members import) and is
 * stored as it is: the year's counter is moved past it, so the sequence
 * never issues it again. Numbers not in this sequence's format are left
 * alone (the column's UNIQUE index still guards them).
 */
export async function claimImportedNumber(
  name: SequenceName,
  number: string,
  client: QueryClientContract = db.connection()
): Promise<void> {
  const match = new RegExp(`^${PREFIX[name]}-(\\d{4})-(\\d+)$`).exec(number)
  if (!match) return
  const year = Number(match[1])
  const value = Number(match[2])
  await ensureCounter(client, name, year)
  await client.rawQuery(
    'UPDATE number_sequences SET last_value = ? WHERE name = ? AND year = ? AND last_value < ?',
    [value, name, year, value]
  )
}
