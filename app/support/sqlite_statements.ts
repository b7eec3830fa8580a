/**
 * Prepared statements kept per SQLite connection (config/database.ts, the
 * pool's `afterCreate`). Knex's better-sqlite3 dialect prepares every query
 * anew: SQLite parses and plans the same SQL each time, 11 % of the web
 * process's CPU on a signed-in page under load (bench/signed_in.mjs, a CPU
 * profile). A page asks the same few statements on every view (the session,
 * the user, the member menu), so the connection keeps the last `limit`
 * statements by their SQL and hands the same one back.
 *
 * SQLite re-plans a kept statement by itself when the schema changes (a
 * migration, a table dropped and made again). A kept statement still being
 * read by an iterator (a streamed query) is busy: that query gets a
 * statement of its own. Calls with more than the SQL (better-sqlite3's own
 * `pragma()`, which then changes the statement's mode) are not kept.
 */
type Statement = { busy: boolean }
type Connection = { prepare: (sql: string, ...rest: unknown[]) => Statement }

export const STATEMENTS_KEPT = 500

export function keepStatements<T extends Connection>(connection: T, limit = STATEMENTS_KEPT): T {
  const prepare = connection.prepare.bind(connection)
  const kept = new Map<string, Statement>()
  connection.prepare = (sql: string, ...rest: unknown[]) => {
    if (rest.length > 0) return prepare(sql, ...rest)
    const statement = kept.get(sql)
    if (statement && !statement.busy) {
      // Most recently used last: the first key is the one to forget.
      kept.delete(sql)
      kept.set(sql, statement)
      return statement
    }
    if (statement) return prepare(sql)
    const prepared = prepare(sql)
    kept.set(sql, prepared)
    if (kept.size > limit) kept.delete(kept.keys().next().value!)
    return prepared
  }
  return connection
}
