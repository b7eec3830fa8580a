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
