import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { likePattern } from '#support/list_query'

/**
 * Staff search by part of a member's email or name, or of a membership
 * number, without scanning the tables: the indexes of
 * database/migrations/4391_add_text_search_indexes.ts — trigram GIN indexes
 * on PostgreSQL, FTS5 trigram tables on SQLite. Both need three characters;
 * a shorter text falls back to a plain scan, which is what it costs anyway
 * to list the thousands of rows it matches.
 *
 * Each function returns a subquery of ids to use with `whereIn`.
 */
const TRIGRAM = 3

type Subquery = DatabaseQueryBuilderContract<any>

function isSqlite() {
  return db.connection().dialect.name !== 'postgres'
}

/** An FTS5 phrase: the text matched literally, whatever quotes or operators it holds. */
function phrase(q: string): string {
  return `"${q.replaceAll('"', '""')}"`
}

function scan(table: string, columns: string[], q: string): Subquery {
  const pattern = likePattern(q)
  return db
    .from(table)
    .select('id')
    .where((or) => {
      for (const column of columns)
        or.orWhereRaw(`lower(${column}) like ? escape ?`, [pattern, '\\'])
    })
}

function matching(table: string, columns: string[], q: string): Subquery {
  if (isSqlite() && [...q].length >= TRIGRAM) {
    return db
      .from(`${table}_fts`)
      .select('rowid as id')
      .whereRaw(`${table}_fts match ?`, [phrase(q)])
  }
  // PostgreSQL: the same LIKE is an index scan through pg_trgm (3+ characters).
  return scan(table, columns, q)
}

/** Ids of the users whose email or name contains `q` (any case). */
export function usersMatching(q: string): Subquery {
  return matching('users', ['email', 'name'], q)
}

/** Ids of the subscriptions whose membership number contains `q` (any case). */
export function subscriptionsMatching(q: string): Subquery {
  return matching('subscriptions', ['membership_number'], q)
}

/**
 * The first `max` ids of a match. Written as `match.limit(max)`, PostgreSQL
 * expects an early stop and walks the table instead of the trigram index: a
 * search for `777` among 100,000 members took 143 ms that way, 6 ms through
 * the materialized match (EXPLAIN ANALYZE, bench/admin_lists_concurrent.sh).
 */
export function firstMatches(match: Subquery, max: number): Subquery {
  return db.query().withMaterialized('matches', match).from('matches').select('id').limit(max)
}

/**
 * Past this many members, a search by member name or email is "broad" (`membersNamed`).
 * Below it the list asks for `user_id IN (the ids)`; past it, for each row's member as the
 * list walks its sort index, since the ids would be most of the table.
 */
export const MEMBER_IDS_MAX = 1000

/**
 * The members whose email or name contains `q`, as ids when at most `max` do, or
 * `broad` when more do: found with an early stop (2 ms for a text every member
 * matches), so a list never hashes a match that is the whole `users` table
 * (123-158 ms, both cores, for "lexpat" among 100,000 members).
 */
export async function membersNamed(
  q: string,
  max = MEMBER_IDS_MAX
): Promise<{ broad: false; ids: number[] } | { broad: true }> {
  const rows: Array<{ id: number | string }> = await firstMatches(usersMatching(q), max + 1)
  return rows.length > max
    ? { broad: true }
    : { broad: false, ids: rows.map((row) => Number(row.id)) }
}

/**
 * SQL (and its bindings) true when the member `userColumn` points at has `q` in
 * their email or name: a correlated lookup by primary key, which PostgreSQL
 * evaluates row by row (it cannot hash it), so a page of 25 rows reads 25 members.
 */
export function memberNamedSql(userColumn: string, q: string): [string, string[]] {
  const pattern = likePattern(q)
  return [
    `(select lower(searched.email) like ? escape ? or lower(searched.name) like ? escape ? ` +
      `from users as searched where searched.id = ${userColumn})`,
    [pattern, '\\', pattern, '\\'],
  ]
}
