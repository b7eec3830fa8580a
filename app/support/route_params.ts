/**
 * A record id in a URL: a whole number that fits PostgreSQL's
 * `integer` (at most 999,999,999 here). Anything else is a 404 before any
 * query — a longer number would make PostgreSQL refuse the query (a 500).
 */
export function recordId() {
  return { match: /^[0-9]{1,9}$/, cast: (value: string) => Number(value) }
}
