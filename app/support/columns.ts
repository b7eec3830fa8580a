/**
 * SQLite hands booleans back as 0/1; PostgreSQL as true/false. Models
 * consume both into a real boolean.
 */
export function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true'
}
