import { createRequire } from 'node:module'

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

/**
 * LIMITs written into the SQL on SQLite, instead of bound (DESIGN §6).
 *
 * Since 3.47 SQLite's planner reads the value bound to a `LIMIT ?`, and so
 * marks the statement to be prepared again whenever that parameter is bound.
 * Knex binds every limit, and binds a statement's parameters on every run:
 * every `first()` (the session, the signed-in user) and every list page was
 * parsed and planned again, and better-sqlite3 compiled a new row builder
 * for it, each time, although the kept statement was reused: a primary-key
 * read of a user took 72 µs instead of 7 (SQLite 3.54, measured in a loop).
 * A limit is an integer by the time knex compiles it (`parseInt` in its
 * builder), so a whole, non-negative one is written as it is; anything else
 * (knex's `limit -1` for an offset alone) compiles as before. Offsets stay
 * bound: they do not reach the planner, and a list's pages share one
 * statement.
 */
const INLINED = Symbol.for('lexpat.sqliteLimits')

export function inlineSqliteLimits() {
  const require = createRequire(import.meta.resolve('@adonisjs/lucid'))
  const compiler = require('knex/lib/dialects/sqlite3/query/sqlite-querycompiler.js') as {
    prototype: { limit(this: LimitCompiler): string; [INLINED]?: true }
  }
  const prototype = compiler.prototype
  if (prototype[INLINED]) {
    return
  }
  const limit = prototype.limit
  prototype.limit = function (this: LimitCompiler) {
    const value = this.single.limit
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) {
      return `limit ${value}`
    }
    return limit.call(this)
  }
  prototype[INLINED] = true
}

type LimitCompiler = { single: { limit?: unknown } }
