/**
 * Column helpers that behave the same on SQLite and PostgreSQL.
 */

/** SQLite hands booleans back as 0/1; PostgreSQL as true/false. */
export function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true'
}

/**
 * JSON stored in a text column: serialized on save, parsed on read (the pg
 * driver may already hand back an object for json columns).
 */
export const jsonColumn = {
  prepare: (value: unknown) =>
    value === undefined || value === null ? null : JSON.stringify(value),
  consume: (value: unknown) => {
    if (typeof value !== 'string') return value ?? null
    try {
      return JSON.parse(value)
    } catch {
      return null
    }
  },
}

/**
 * A DateTime as a query binding comparable with timestamp columns on both
 * databases: SQLite stores "yyyy-MM-dd HH:mm:ss" (models save UTC), and
 * PostgreSQL takes an ISO string with its offset.
 */
export function sqlTime(moment: import('luxon').DateTime, dialect: string): string {
  const utc = moment.toUTC()
  return dialect === 'postgres' ? utc.toISO()! : utc.toFormat('yyyy-MM-dd HH:mm:ss')
}
